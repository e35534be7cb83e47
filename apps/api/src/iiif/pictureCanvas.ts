import type { Picture } from '@art-portal/api-client';

/** A IIIF language map in Simplified Chinese. */
export type LanguageMap = Record<string, string[]>;

/** `text` as a `zh-Hans` language map. */
export const zh = (text: string): LanguageMap => ({ 'zh-Hans': [text] });

/** The Presentation API 3 context every manifest and collection names. */
export const presentationContext = 'http://iiif.io/api/presentation/3/context.json';

/**
 * A picture as a Canvas of its pixel size, painted by one Image whose service is the picture's level-0
 * `ImageService3` once its tiles are ready. `absolute` turns the picture's URL into one any origin can fetch.
 */
export function pictureCanvas(
  canvas: string,
  label: string,
  picture: Picture,
  absolute: (url: string) => string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    id: absolute(picture.url),
    type: 'Image',
    format: 'image/jpeg',
    width: picture.width,
    height: picture.height,
  };
  if (picture.service) body.service = [{ id: picture.service, type: 'ImageService3', profile: 'level0' }];
  return {
    id: canvas,
    type: 'Canvas',
    label: zh(label),
    width: picture.width,
    height: picture.height,
    items: [
      {
        id: `${canvas}/page`,
        type: 'AnnotationPage',
        items: [
          { id: `${canvas}/page/image`, type: 'Annotation', motivation: 'painting', body, target: canvas },
        ],
      },
    ],
  };
}
