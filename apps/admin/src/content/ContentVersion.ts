/** One saved version of a content record, as 历史版本 lists it. */
export interface ContentVersion {
  /** The version's number (the record's `version` after that save). */
  version: number;
  /** When it was saved (ISO 8601). */
  at: string;
  /** Who saved it. */
  loginName: string;
  /** What was done (新建, 保存, 发布, 恢复版本, …), when the server says. */
  action?: string;
  /** The record's fields as they were saved (`fields` in the contract's words). */
  snapshot?: Record<string, unknown>;
  fields?: Record<string, unknown>;
}
