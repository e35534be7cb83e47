/** An opaque identifier: a JSON number or a numeric string. Never do arithmetic on it. */
export type Id = number | string;

/** One page of a paged list. */
export interface Page<T> {
  /** The records of this page. */
  rows: T[];
  /** How many records the whole list holds. */
  total: number;
}

/** The paging part of every paged list request. */
export interface PageQuery {
  /** 1-based page number. */
  pageNum: number;
  /** Records per page. */
  pageSize: number;
}

/** A request that names one record. */
export interface IdQuery {
  /** The record's id. */
  id: Id;
}

/** The body of every API response. */
export interface Envelope<T> {
  /** 200 on success; a number, or the string `"403"` on a forbidden response. */
  code: number | string;
  /** A message in Chinese, ready to show. */
  msg: string;
  /** The payload; absent or `null` for calls that return nothing. */
  data?: T | null;
}
