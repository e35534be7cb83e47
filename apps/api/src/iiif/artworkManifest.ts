import type { Artwork } from '@art-portal/api-client';
import type { ApiConfig } from '../config/loadConfig';
import { artworkManifestUrl } from './iiifUrls';
import { pictureCanvas, presentationContext, zh } from './pictureCanvas';

/** An editor's HTML as one line of plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An artwork as a IIIF Presentation API 3 manifest: one Canvas per picture, painted at its pixel size. */
export function artworkManifest(
  work: Artwork,
  config: Pick<ApiConfig, 'publicUrl' | 'apiPrefix'>,
): Record<string, unknown> {
  const id = artworkManifestUrl(config, work.id);
  const absolute = (url: string) => new URL(url, `${config.publicUrl}/`).href;
  const metadata = [
    ['作者', work.author],
    ['作品类别', work.productTypeName],
    ['创作年份', work.year],
    ['创作技法', work.technique],
    ['作品尺寸', work.dimensions],
  ]
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '')
    .map(([label, value]) => ({ label: zh(label), value: zh(value) }));
  const items = work.pictures.map((picture, index) =>
    pictureCanvas(
      `${id.replace(/manifest\.json$/, '')}canvas/${index + 1}`,
      `${work.title}（${index + 1}）`,
      picture,
      absolute,
    ),
  );
  return {
    '@context': presentationContext,
    id,
    type: 'Manifest',
    label: zh(work.title),
    summary: zh(plainText(work.description) || work.title),
    metadata,
    requiredStatement: { label: zh('版权'), value: zh(`${work.author}《${work.title}》，数字艺术门户`) },
    homepage: [
      {
        id: `${config.publicUrl}/artWorks/detail?id=${work.id}`,
        type: 'Text',
        label: zh(work.title),
        format: 'text/html',
        language: ['zh-Hans'],
      },
    ],
    thumbnail: [{ id: absolute(work.cover), type: 'Image', format: 'image/jpeg' }],
    items,
  };
}
