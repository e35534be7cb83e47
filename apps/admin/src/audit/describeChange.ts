/** One field of a record that a change touched: its value before and after, as text. */
export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '（空）';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const fieldsOf = (record: unknown): Record<string, unknown> =>
  typeof record === 'object' && record !== null && !Array.isArray(record)
    ? (record as Record<string, unknown>)
    : record === null || record === undefined
      ? {}
      : { 值: record };

/**
 * What a change did, field by field: the fields whose value differs between `before` and `after` (a 新建 has no
 * before, a 删除 no after), in the order the record lists them.
 */
export function describeChange(before: unknown, after: unknown): ChangedField[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: show(old[field]), after: show(now[field]) }))
    .filter((change) => change.before !== change.after);
}
