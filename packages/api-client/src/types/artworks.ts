import type { Id, PageQuery } from './common';

/** An artwork as listed. */
export interface ArtworkSummary {
  /** Artwork id. */
  id: Id;
  /** Title. */
  title: string;
  /** Cover picture URL. */
  cover: string;
  /** Author's name. */
  author: string;
  /** Id of its {@link ProductType}. */
  productType: Id;
  /** Name of its {@link ProductType}. */
  productTypeName: string;
  /** Id of its {@link ProductInfoType}. */
  productInfoType: Id;
  /** Name of its {@link ProductInfoType}. */
  productInfoTypeName: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: string;
  /** How often it was viewed. */
  viewCount: number;
}

/** An artwork with its details. */
export interface Artwork extends ArtworkSummary {
  /** Picture URLs. */
  images: string[];
  /** HTML written by editors; sanitise before rendering. */
  description: string;
  /** Year of creation. */
  year: string | null;
  /** Technique. */
  technique: string | null;
  /** Dimensions. */
  dimensions: string | null;
  /** Video URL, `null` when none. */
  videoUrl: string | null;
  /** Tags. */
  tags: string[];
}

/** A kind of artwork. */
export interface ProductType {
  /** Type id. */
  id: Id;
  /** Display name. */
  name: string;
}

/** A second classification of artworks. */
export interface ProductInfoType {
  /** Type id. */
  id: Id;
  /** Display name. */
  name: string;
}

/** A column of artworks. */
export interface ProductionColumn {
  /** Column id. */
  id: Id;
  /** Display name. */
  name: string;
  /** Description. */
  description: string;
  /** Cover picture URL. */
  cover: string;
  /** The first few artworks of the column. */
  productions: ArtworkSummary[];
}

/** Request of `artworks.list()`: published artworks, optionally filtered. */
export interface ArtworkListQuery extends PageQuery {
  /** Only this {@link ProductType}. */
  productType?: Id | undefined;
  /** Only this {@link ProductInfoType}. */
  productInfoType?: Id | undefined;
  /** Search words. */
  keyword?: string | undefined;
}
