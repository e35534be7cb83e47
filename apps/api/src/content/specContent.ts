import type { ContentFieldSpec, ContentFieldSpecs, ContentKindContract } from '@art-portal/api-client/admin';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/openDatabase';
import { fieldProblem } from './contentErrors';
import type { ContentKind, ContentRow } from './ContentKind';
import { contentMeta, keptRichText } from './contentMeta';

type SpecRow = ContentRow & Record<string, unknown>;
type Values = Record<string, unknown>;

type ListField = Extract<ContentFieldSpec, { type: 'list' }>;
type Item = Record<string, string>;

/** A list's items with exactly their fields, each a string (trimmed when `trim`): what is stored and what is kept. */
function itemsOf(field: ListField, value: unknown, trim: boolean): Item[] {
  const items: unknown[] = Array.isArray(value) ? value : [];
  const keys = Object.keys(field.item);
  return items.map((item) => {
    const values = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    return Object.fromEntries(
      keys.map((key) => {
        const text = typeof values[key] === 'string' ? values[key] : '';
        return [key, trim ? text.trim() : text];
      }),
    );
  });
}

/** A column's value as a form sends it and as a version keeps it (a time as ISO 8601). */
function formValue(field: ContentFieldSpec, value: unknown): string | number | Item[] {
  if (field.type === 'integer') return typeof value === 'number' ? value : 0;
  if (field.type === 'list') return itemsOf(field, value, false);
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : '';
}

/** A checked form value as its column stores it; rich text is sanitised (kept as stored when sent back unchanged). */
function columnValue(field: ContentFieldSpec, value: unknown, stored: unknown): unknown {
  if (field.type === 'integer') return typeof value === 'number' ? value : 0;
  if (field.type === 'list') return itemsOf(field, value, true);
  const text = typeof value === 'string' ? value.trim() : '';
  if (field.type === 'time') return new Date(text);
  if (field.type === 'richText') return keptRichText(text, typeof stored === 'string' ? stored : undefined);
  return text;
}

/** What a kind defined as data adds on the server: its table and its public side-effects. */
export type SpecContentOptions<T extends PgTable> = {
  table: T & ContentKind<SpecRow, Values, Values, Values>['table'];
  titleColumn: PgColumn;
  searchKind?: ContentKind<SpecRow, Values, Values, Values>['searchKind'];
  searchId?: (row: SpecRow) => number;
  cacheTags: ContentKind<SpecRow, Values, Values, Values>['cacheTags'];
  verify?: (db: Db, values: Values) => Promise<void>;
  insertDefaults?: () => Values;
};

/**
 * The server's side of a kind defined as data ({@link ContentKindContract}): its fields become its columns by name,
 * checked by the contract's own rules (the form's), rich text sanitised with the portal's allow-list.
 */
export function specContent<T extends PgTable>(
  contract: ContentKindContract<ContentFieldSpecs, string>,
  options: SpecContentOptions<T>,
): ContentKind<SpecRow, Values, Values, Values> {
  const fields = Object.entries(contract.fields);
  const titleKey = contract.titleField;
  const versionFields = (row: SpecRow) =>
    Object.fromEntries(fields.map(([key, field]) => [key, formValue(field, row[key])]));
  return {
    resource: contract.resource,
    label: contract.label,
    table: options.table,
    titleColumn: options.titleColumn,
    searchKind: options.searchKind ?? null,
    ...(options.searchId ? { searchId: options.searchId } : {}),
    cacheTags: options.cacheTags,
    columns: (sent, current) => {
      const refused = fieldProblem(contract.problems(sent));
      if (refused) throw refused;
      return Object.fromEntries(
        fields.map(([key, field]) => [key, columnValue(field, sent[key], current?.[key])]),
      );
    },
    versionFields,
    formOf: (kept) => Object.fromEntries(fields.map(([key, field]) => [key, formValue(field, kept[key])])),
    record: (row) => ({ ...contentMeta(row), ...versionFields(row) }),
    listRow: (row) => {
      const all = versionFields(row);
      return {
        ...contentMeta(row),
        title: all[titleKey] ?? '',
        ...Object.fromEntries(contract.listFields.map((key) => [key, all[key]])),
      };
    },
    storedFields: Object.fromEntries(
      fields.flatMap(([key, field]) =>
        field.type === 'storage' ? [[key, { label: field.label, media: field.media }]] : [],
      ),
    ),
    ...(options.verify ? { verify: options.verify } : {}),
    ...(options.insertDefaults ? { insertDefaults: options.insertDefaults } : {}),
    ...(contract.fixed
      ? { fixedRecords: `${contract.label}的地址是固定的，不能新建或删除；请编辑已有的${contract.label}` }
      : {}),
  };
}
