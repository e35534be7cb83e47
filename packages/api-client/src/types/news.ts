import type { Id, PageQuery } from './common';

/** A news article as listed. */
export interface NewsSummary {
  /** Article id. */
  id: Id;
  /** Title. */
  title: string;
  /** Cover picture URL. */
  cover: string;
  /** Summary. */
  summary: string;
  /** Where it comes from. */
  source: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  publishTime: string;
  /** How often it was viewed. */
  viewCount: number;
}

/** A news article with its content. */
export interface News extends NewsSummary {
  /** HTML written by editors; sanitise before rendering. */
  content: string;
  /** Author's name. */
  author: string;
}

/** A link to a neighbouring article. */
export interface NeighbourLink {
  /** Article id. */
  id: Id;
  /** Title. */
  title: string;
}

/** The previous and next articles of a news article. */
export interface Neighbours {
  /** The previous article, `null` at the start. */
  prev: NeighbourLink | null;
  /** The next article, `null` at the end. */
  next: NeighbourLink | null;
}

/** Request of `news.list()`. */
export interface NewsListQuery extends PageQuery {
  /** Search words. */
  keyword?: string | undefined;
}
