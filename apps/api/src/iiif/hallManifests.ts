import type { ExhibitionHallDetail, ExhibitionWork } from '@art-portal/api-client';
import type { ApiConfig } from '../config/loadConfig';
import { plainText } from './artworkManifest';
import { hallCollectionUrl, hallWorkManifestUrl } from './iiifUrls';
import { pictureCanvas, presentationContext, zh } from './pictureCanvas';

type Urls = Pick<ApiConfig, 'publicUrl' | 'apiPrefix'>;

const hallPage = (config: Urls, hall: ExhibitionHallDetail) =>
  `${config.publicUrl}/cloudExhibition?id=${hall.exhibitionId}&hall=${hall.id}`;

const homepage = (config: Urls, hall: ExhibitionHallDetail) => [
  {
    id: hallPage(config, hall),
    type: 'Text',
    label: zh(hall.name),
    format: 'text/html',
    language: ['zh-Hans'],
  },
];

/** A work of an exhibition hall as a IIIF Presentation API 3 manifest: one Canvas, its picture at its pixel size. */
export function hallWorkManifest(
  hall: ExhibitionHallDetail,
  work: ExhibitionWork,
  config: Urls,
): Record<string, unknown> {
  const id = hallWorkManifestUrl(config, hall.id, work.id);
  const absolute = (url: string) => new URL(url, `${config.publicUrl}/`).href;
  const picture = work.picture ?? { url: work.image, width: 0, height: 0, service: null };
  return {
    '@context': presentationContext,
    id,
    type: 'Manifest',
    label: zh(work.title),
    summary: zh(plainText(work.description) || work.title),
    metadata: [
      { label: zh('作者'), value: zh(work.author) },
      { label: zh('展厅'), value: zh(hall.name) },
    ],
    requiredStatement: { label: zh('版权'), value: zh(`${work.author}《${work.title}》，数字艺术门户`) },
    homepage: homepage(config, hall),
    thumbnail: [{ id: absolute(work.image), type: 'Image', format: 'image/jpeg' }],
    partOf: [{ id: hallCollectionUrl(config, hall.id), type: 'Collection' }],
    items: [pictureCanvas(`${id.replace(/manifest\.json$/, '')}canvas/1`, work.title, picture, absolute)],
  };
}

/** An exhibition hall as a IIIF Presentation API 3 Collection of its works' manifests, in the hall's order. */
export function hallCollection(hall: ExhibitionHallDetail, config: Urls): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, `${config.publicUrl}/`).href;
  return {
    '@context': presentationContext,
    id: hallCollectionUrl(config, hall.id),
    type: 'Collection',
    label: zh(hall.name),
    summary: zh(plainText(hall.description) || hall.name),
    requiredStatement: { label: zh('版权'), value: zh(`${hall.name}，数字艺术门户`) },
    homepage: homepage(config, hall),
    ...(hall.cover ? { thumbnail: [{ id: absolute(hall.cover), type: 'Image', format: 'image/jpeg' }] } : {}),
    items: hall.works.map((work) => ({
      id: hallWorkManifestUrl(config, hall.id, work.id),
      type: 'Manifest',
      label: zh(work.title),
      thumbnail: [{ id: absolute(work.image), type: 'Image', format: 'image/jpeg' }],
    })),
  };
}
