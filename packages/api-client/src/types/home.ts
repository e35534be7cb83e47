import type { Id } from './common';

/** A home-page banner. */
export interface Banner {
  /** Banner id. */
  id: Id;
  /** Title. */
  title: string;
  /** Picture URL. */
  imageUrl: string;
  /** A portal path like `/activity/detail?id=3`, or an absolute URL. */
  link: string;
  /** Sort order. */
  sort: number;
}

/** The visit counter, from `home.countVisit()`. */
export interface VisitCount {
  /** The visit count after counting this visit. */
  total: number;
}
