import { AutocompleteInput, ReferenceInput, required } from 'react-admin';

/**
 * A field holding the id of another kind's record (展品's 展厅, 作品's 作品类别), picked by the record's 标题 with a
 * search as one types. Records' ids are strings in the back office; the field holds the number the server keeps.
 */
export function RecordPicker({
  source,
  reference,
  label,
  isRequired,
}: {
  source: string;
  /** The kind whose records are offered (`exhibitions`). */
  reference: string;
  label: string;
  isRequired: boolean;
}) {
  return (
    <ReferenceInput source={source} reference={reference}>
      <AutocompleteInput
        label={label}
        validate={isRequired ? required() : undefined}
        optionText="title"
        filterToQuery={(q: string) => ({ q })}
        noOptionsText={`没有匹配的${label}`}
        format={(value: number | string | null | undefined) =>
          value === null || value === undefined ? value : String(value)
        }
        parse={(value: unknown) => (value === null || value === '' ? null : Number(value))}
      />
    </ReferenceInput>
  );
}
