import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { TObject } from 'typebox';
import type * as RequestSchemas from './requestSchemas';

/** A form's values: every field is typed text. */
export type FormValues = Record<string, string>;

/** What a field says when the contract's schema refuses it: the exact copy of ui.md. */
type FieldMessage = {
  /** Shown when the field is empty, e.g. 请输入手机号！ (absent for a field only a cross-field check refuses). */
  required?: string;
  /** Why a typed value breaks the rule (e.g. `passwordProblem`); `required` when absent or `null`. */
  rule?: (value: string) => string | null;
  /** Sent as typed (a password); every other field is trimmed first. */
  untrimmed?: true;
};

/** Per field, its messages; fields the schema does not name are not checked by it. */
export type FieldMessages<TValues extends FormValues> = { [K in keyof TValues]?: FieldMessage };

/** A check across fields the schema cannot say (两次输入的密码不一致): a message per refused field. */
export type CrossCheck<TValues extends FormValues> = (values: TValues) => { [K in keyof TValues]?: string };

/** The contract's request schema, loaded with TypeBox on the first check, e.g. `(c) => c.RegisterRequestSchema`. */
export type SchemaOf = (schemas: typeof RequestSchemas) => TObject;

type SchemaCheck = (values: FormValues) => Promise<Record<string, FieldError | undefined>>;

type Checker = { schemas: typeof RequestSchemas; check: (schema: TObject) => SchemaCheck };

// TypeBox and the contract's schemas are 55 KiB gzip: they load when a form is first used, not with the page.
let checker: Promise<Checker> | undefined;
const loadChecker = () =>
  (checker ??= Promise.all([import('@hookform/resolvers/typebox'), import('./requestSchemas')]).then(
    ([{ typeboxResolver }, schemas]) => ({
      schemas,
      check: (schema: TObject) => {
        const resolve = typeboxResolver(schema);
        return async (values: FormValues) =>
          (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false }))
            .errors as Record<string, FieldError | undefined>;
      },
    }),
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  ));

/** Starts loading the checks (a field got focus), so the first submit does not wait for them. */
export function warmContractChecks(): void {
  loadChecker().catch(() => undefined);
}

function trimmed<TValues extends FormValues>(values: TValues, messages: FieldMessages<TValues>): TValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values))
    out[name] = messages[name]?.untrimmed ? value : value.trim();
  return out as TValues;
}

/** Without the schema (its chunk failed to load): each field's own rule and required message; the server decides. */
function byMessages(values: FormValues, messages: FieldMessages<FormValues>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, message] of Object.entries(messages)) {
    const value = values[name] ?? '';
    if (value === '' ? message?.required : message?.rule?.(value))
      errors[name] = { type: 'rule', message: message?.required };
  }
  return errors;
}

/**
 * A react-hook-form resolver from a request schema of the contract: the browser refuses what the server would, with
 * ui.md's messages instead of TypeBox's. The values it hands to the submit are trimmed as they are sent.
 */
export function contractResolver<TValues extends FormValues>(
  schemaOf: SchemaOf,
  messages: FieldMessages<TValues>,
  crossCheck?: CrossCheck<TValues>,
): Resolver<TValues> {
  let bySchema: Promise<SchemaCheck> | undefined;
  const schemaCheck = () =>
    (bySchema ??= loadChecker().then(({ schemas, check }) => check(schemaOf(schemas))));
  return async (values) => {
    const input = trimmed(values, messages);
    let refused: Record<string, FieldError | undefined>;
    try {
      refused = await (await schemaCheck())(input);
    } catch {
      bySchema = undefined;
      refused = byMessages(input, messages);
    }
    const errors: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(refused)) {
      const message = messages[name];
      // The schema's other properties (the course, the activity) are the caller's to add, not the form's.
      if (!error || !(name in input)) continue;
      const value = input[name] ?? '';
      const ruleMessage = value === '' ? null : message?.rule?.(value);
      const schemaMessage = typeof error.message === 'string' ? error.message : undefined;
      errors[name] = {
        type: typeof error.type === 'string' ? error.type : 'schema',
        message: ruleMessage ?? message?.required ?? schemaMessage,
      };
    }
    for (const [name, message] of Object.entries(crossCheck?.(input) ?? {}))
      if (message && !errors[name]) errors[name] = { type: 'cross', message };
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values: input, errors: {} };
  };
}
