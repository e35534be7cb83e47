import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { TObject } from 'typebox';

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

function trimmed<TValues extends FormValues>(values: TValues, messages: FieldMessages<TValues>): TValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values))
    out[name] = messages[name]?.untrimmed ? value : value.trim();
  return out as TValues;
}

/**
 * A react-hook-form resolver from a request schema of the contract: the browser refuses what the server would, with
 * ui.md's messages instead of TypeBox's. The values it hands to the submit are trimmed as they are sent.
 */
export function contractResolver<TValues extends FormValues>(
  schema: TObject,
  messages: FieldMessages<TValues>,
  crossCheck?: CrossCheck<TValues>,
): Resolver<TValues> {
  const bySchema = typeboxResolver(schema);
  return async (values, context, options) => {
    const input = trimmed(values, messages);
    const result = await bySchema(input, context, options);
    const errors: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(result.errors as FieldErrors)) {
      const message = messages[name];
      if (!error) continue;
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
