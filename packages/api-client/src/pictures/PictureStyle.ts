/** The picture sizes storage knows, asked for with `x-oss-process=style/<size>`. */
export type PictureStyle =
  'thumbnail' | 'imgsmall' | 'imgmedium' | 'imglarge' | 'imgoriginal' | 'imgsupergraph' | 'source' | 'small';
