import { PictureImg, type PictureImgProps } from './PictureImg';

/** Props of {@link WebpPicture}: a {@link PictureImg}'s, and the same renditions as its `srcSet` in WebP. */
export type WebpPictureProps = PictureImgProps & { webpSrcSet?: string };

/**
 * A {@link PictureImg} in a `<picture>` whose first source is `webpSrcSet`: a browser that takes WebP loads those
 * renditions, any other the `<img>`'s own. Without `webpSrcSet`, the `<img>` alone.
 */
export function WebpPicture({ webpSrcSet, ...img }: WebpPictureProps) {
  if (!webpSrcSet) return <PictureImg {...img} />;
  // `display: contents`: the `<img>` (or its placeholder) is laid out as if the `<picture>` were not there.
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={webpSrcSet} sizes={img.sizes} />
      <PictureImg {...img} />
    </picture>
  );
}
