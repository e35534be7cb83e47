/** A content record's 状态 (admin.md § Content): 草稿 · 待发布 (scheduled) · 已发布 · 已下线. */
export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';

/** The 状态's names on screen. */
const contentStatusLabels: Readonly<Record<ContentStatus, string>> = {
  draft: '草稿',
  scheduled: '待发布',
  published: '已发布',
  withdrawn: '已下线',
};

/** The 状态 filter's choices, in the spec's order. */
export const contentStatusChoices = (Object.keys(contentStatusLabels) as ContentStatus[]).map((status) => ({
  id: status,
  name: contentStatusLabels[status],
}));

/** The label of a status as the server sends it (its own Chinese name is shown as it is). */
export function statusLabel(status: unknown): string {
  return typeof status === 'string' ? (contentStatusLabels[status as ContentStatus] ?? status) : '';
}

/** A record's 状态 (the contract's `state`). */
export function recordStatus(record: Readonly<Record<string, unknown>> | undefined): string {
  const status = record?.state;
  return typeof status === 'string' ? status : '';
}
