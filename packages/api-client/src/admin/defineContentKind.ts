import Type, {
  type TArray,
  type TInteger,
  type TObject,
  type TOptional,
  type TRecord,
  type TString,
} from 'typebox';
import { contentMetaProperties, contentRoutes } from './content';
import { STORAGE_PATH_PATTERN } from './contentArtworks';
import type { StoredMedia } from './uploads';

/**
 * One field of a kind's form: what it holds, its label on screen (and in its Chinese messages), and whether the
 * portal cannot show a record without it (`required`).
 */
export type ContentFieldSpec =
  /** One line of text (or several with `multiline`), at most `max` characters. */
  | { type: 'text'; label: string; required?: true; max: number; multiline?: true }
  /** HTML from the rich-text editor, sanitised by the server with the portal's allow-list. */
  | { type: 'richText'; label: string; required?: true; max: number }
  /**
   * A file uploaded to the storage (`/storage/…`) that is a `media` (a picture or a video): the form uploads it, the
   * server refuses an address that is not a stored file of that kind.
   */
  | { type: 'storage'; label: string; required?: true; media: StoredMedia }
  /** A whole number, one of `choices` when it has them, or the id of a record of the kind `reference` names. */
  | {
      type: 'integer';
      label: string;
      required?: true;
      min: number;
      max: number;
      choices?: readonly { id: number; name: string }[];
      /** The resource (`exhibitions`) whose records' ids this field holds: the form picks one by its 标题. */
      reference?: string;
    }
  /** A date and time (ISO 8601). */
  | { type: 'time'; label: string; required?: true }
  /** One of a fixed set of names (a palette), shown by their Chinese names. */
  | ContentChoiceSpec
  /** A repeatable group (a page's chapters): from `min` to `max` items, each with its own text and choice fields. */
  | {
      type: 'list';
      label: string;
      /** What one item is called in messages (第 2 个章节). */
      itemLabel: string;
      min: number;
      max: number;
      item: Readonly<Record<string, ContentItemFieldSpec>>;
    };

/** A field holding one of a fixed set of names. */
export type ContentChoiceSpec = {
  type: 'choice';
  label: string;
  required?: true;
  choices: readonly { id: string; name: string }[];
};

/** A field of one item of a repeatable group: text or a choice. */
export type ContentItemFieldSpec =
  { type: 'text'; label: string; required?: true; max: number; multiline?: true } | ContentChoiceSpec;

/** A kind's fields by name: the names are its table's columns (the server's Drizzle properties). */
export type ContentFieldSpecs = Readonly<Record<string, ContentFieldSpec>>;

/** A kind of content as data: its calls' resource, its name, its fields, which of them is its 标题, which are listed. */
export type ContentKindSpec<F extends ContentFieldSpecs = ContentFieldSpecs> = {
  /** The calls' resource (`activities`): `activities.list`, `activities.publish`, … */
  resource: string;
  /** Its name in the back office and its 操作日志 (征集). */
  label: string;
  fields: F;
  /** The field shown and searched as 标题. */
  titleField: keyof F & string;
  /** Fields shown in the list besides 标题 and 状态. */
  listFields: readonly (keyof F & string)[];
  /** Records that are fixed (页面, one per address of the portal): edited and published, never created or deleted. */
  fixed?: true;
  /** Rules across fields (an end after its start), as problems by field. */
  crossCheck?: (fields: Readonly<Record<string, unknown>>) => Partial<Record<string, string>>;
};

/** The TypeBox schema of one field's value: an integer, a list of items (text by name) or a string. */
export type FieldSchema<S> = S extends { type: 'integer' }
  ? TInteger
  : S extends { type: 'list' }
    ? TArray<TRecord<'^.*$', TString>>
    : TString;
/**
 * What a kind's form sends, as TypeBox properties: every field optional in the schema, so that a missing required
 * field is refused by the kind's rules with its Chinese message (请输入标题), not by the schema's 缺少参数.
 */
export type SpecFieldProperties<F> = { [K in keyof F]: TOptional<FieldSchema<F[K]>> };
/** A kind's record as its form reads it, as TypeBox properties (every field set). */
export type SpecRecordProperties<F> = typeof contentMetaProperties & { [K in keyof F]: FieldSchema<F[K]> };
/** A kind's list row as TypeBox properties: its metadata, 标题 and its listed fields. */
export type SpecRowProperties<F, L extends keyof F> = typeof contentMetaProperties & { title: TString } & {
  [K in L]: FieldSchema<F[K]>;
};

const storagePath = new RegExp(STORAGE_PATH_PATTERN);
const charCount = (text: string) => Array.from(text).length;

function requestSchema(spec: ContentFieldSpec) {
  if (spec.type === 'integer') return Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
  // Bounds only the size: a list's own limits are the kind's rules, with their Chinese messages.
  if (spec.type === 'list')
    return Type.Array(Type.Record(Type.String(), Type.String({ maxLength: 10_000 })), { maxItems: 100 });
  return Type.String({ maxLength: spec.type === 'richText' ? 1_000_000 : 2000 });
}

function recordSchema(spec: ContentFieldSpec) {
  if (spec.type === 'integer') return Type.Integer();
  if (spec.type === 'list') return Type.Array(Type.Record(Type.String(), Type.String()));
  return Type.String();
}

/** Why one item of a list is not acceptable, naming the item (第 2 个章节的标题…), or undefined. */
function listProblem(spec: Extract<ContentFieldSpec, { type: 'list' }>, value: unknown): string | undefined {
  const items: unknown[] = Array.isArray(value) ? value : [];
  if (items.length < spec.min) return `请至少添加${spec.min}个${spec.itemLabel}`;
  if (items.length > spec.max) return `${spec.label}最多${spec.max}个`;
  for (const [index, item] of items.entries()) {
    const values = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    for (const field of Object.entries(spec.item)) {
      const problem = fieldProblem(field[1], values[field[0]]);
      if (problem) return `第${index + 1}个${spec.itemLabel}：${problem}`;
    }
  }
  return undefined;
}

/** Why one field's value is not acceptable (Chinese, naming its field), or undefined. */
function fieldProblem(spec: ContentFieldSpec, value: unknown): string | undefined {
  const { label } = spec;
  if (spec.type === 'list') return listProblem(spec, value);
  if (spec.type === 'integer') {
    const missing = typeof value !== 'number' || !Number.isInteger(value);
    if (missing)
      return spec.required ? `请${spec.choices || spec.reference ? '选择' : '输入'}${label}` : undefined;
    if (spec.choices && !spec.choices.some((choice) => choice.id === value)) return `请选择${label}`;
    if (value < spec.min || value > spec.max) return `${label}应在${spec.min}到${spec.max}之间`;
    return undefined;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    if (!spec.required) return undefined;
    if (spec.type === 'storage') return `请上传${label}`;
    return `请${spec.type === 'time' || spec.type === 'choice' ? '选择' : '输入'}${label}`;
  }
  if (spec.type === 'choice')
    return spec.choices.some((choice) => choice.id === text) ? undefined : `请选择${label}`;
  if (spec.type === 'storage') return storagePath.test(text) ? undefined : `请上传${label}`;
  if (spec.type === 'time') return Number.isNaN(Date.parse(text)) ? `请选择${label}` : undefined;
  if (spec.type === 'richText') return text.length > spec.max ? `${label}过长，请删减后再保存` : undefined;
  return charCount(text) > spec.max ? `${label}不能超过${spec.max}个字` : undefined;
}

/** A kind defined as data, with its contract: its form's schema, its record and row, its calls and its rules. */
export type ContentKindContract<
  F extends ContentFieldSpecs,
  L extends keyof F & string,
> = ContentKindSpec<F> & {
  fieldProperties: SpecFieldProperties<F>;
  recordSchema: TObject<SpecRecordProperties<F>>;
  rowSchema: TObject<SpecRowProperties<F, L>>;
  /** Why each field is not acceptable (Chinese, ready to show beside the field); empty when all are. */
  problems: (fields: Readonly<Record<string, unknown>>) => Partial<Record<string, string>>;
};

/**
 * Defines a kind of content from its fields: the schemas its calls take and answer, its rules (the server's and the
 * form's, one function), and its routes by {@link contentKindRoutes}. The schemas only bound sizes, so that every
 * rule answers with its Chinese message beside its field.
 */
export function defineContentKind<const F extends ContentFieldSpecs, const L extends keyof F & string>(
  spec: ContentKindSpec<F> & { listFields: readonly L[] },
): ContentKindContract<F, L> {
  const entries = Object.entries(spec.fields);
  const fieldProperties = Object.fromEntries(
    entries.map(([key, field]) => [key, Type.Optional(requestSchema(field))]),
  ) as SpecFieldProperties<F>;
  const recordSchema = Type.Object({
    ...contentMetaProperties,
    ...Object.fromEntries(entries.map(([key, field]) => [key, recordSchemaOf(field)])),
  }) as unknown as TObject<SpecRecordProperties<F>>;
  const rowSchema = Type.Object({
    ...contentMetaProperties,
    title: Type.String(),
    ...Object.fromEntries(spec.listFields.map((key) => [key, recordSchemaOf(spec.fields[key])])),
  }) as unknown as TObject<SpecRowProperties<F, L>>;
  const problems = (fields: Readonly<Record<string, unknown>>) => {
    const found: Partial<Record<string, string>> = {};
    for (const [key, field] of entries) {
      const problem = fieldProblem(field, fields[key]);
      if (problem) found[key] = problem;
    }
    return { ...spec.crossCheck?.(fields), ...found };
  };
  return { ...spec, fieldProperties, recordSchema, rowSchema, problems };
}

function recordSchemaOf(field: ContentFieldSpec | undefined) {
  return field ? recordSchema(field) : Type.String();
}

/** The ten calls of a kind defined by {@link defineContentKind}. */
export function contentKindRoutes<
  const R extends string,
  F extends ContentFieldSpecs,
  L extends keyof F & string,
>(resource: R, kind: ContentKindContract<F, L>) {
  return contentRoutes(resource, {
    record: kind.recordSchema,
    row: kind.rowSchema,
    fields: kind.fieldProperties,
  });
}
