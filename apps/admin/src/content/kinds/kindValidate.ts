import type { ContentFieldSpecs, ContentKindContract } from '@art-portal/api-client/admin';

/** A kind defined as data, whatever its fields: the screens read its fields by name. */
export type AnyContentKind = ContentKindContract<ContentFieldSpecs, string>;

/** The form's check of a kind defined as data: the server's own rules (`problems`), each message beside its field. */
export function kindValidate(kind: AnyContentKind) {
  return (values: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(kind.problems(values)).filter((entry): entry is [string, string] => !!entry[1]),
    );
}
