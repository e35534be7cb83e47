/** One saved version of a content record, as 历史版本 lists it (the admin contract's `ContentVersion`). */
export interface ContentVersion {
  /** The version's number (1 for the first save). */
  version: number;
  /** The 状态 the save left the record in. */
  state?: string;
  /** Who saved it (系统 for 定时发布). */
  loginName: string;
  /** When (ISO 8601). */
  at: string;
  /** The fields that differ from the version before. */
  changed?: string[];
  /** The record's fields as this version saved them. */
  fields: Record<string, unknown>;
}
