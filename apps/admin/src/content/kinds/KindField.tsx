import type { ContentFieldSpec, ContentItemFieldSpec } from '@art-portal/api-client/admin';
import {
  ArrayInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { StorageFileInput } from '../storage/StorageFileInput';
import { ArticleInput } from '../richText/ArticleInput';
import { RecordPicker } from './RecordPicker';

/** A `datetime-local` value as the ISO instant the server keeps ('' when cleared). */
const isoOf = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
};

/**
 * One field of a kind's form, from its definition. A picture or a video is uploaded to the storage when chosen (the
 * field keeps its address, `/storage/…`); a reference to another kind's record is picked by its 标题.
 */
export function KindField({ name, field }: { name: string; field: ContentFieldSpec }) {
  const validate = 'required' in field && field.required ? required() : undefined;
  switch (field.type) {
    case 'list':
      // Each item's fields are checked with the rest of the form (the server's rules), the message beside the list.
      return (
        <ArrayInput source={name} label={field.label}>
          <SimpleFormIterator fullWidth>
            {Object.entries(field.item).map(([key, item]) => (
              <ItemField key={key} name={key} field={item} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'choice':
      return <ItemField name={name} field={field} />;
    case 'richText':
      return <ArticleInput source={name} label={field.label} isRequired={field.required === true} />;
    case 'storage':
      return (
        <StorageFileInput
          source={name}
          label={field.label}
          media={field.media}
          isRequired={field.required === true}
        />
      );
    case 'time':
      return <DateTimeInput source={name} label={field.label} validate={validate} parse={isoOf} />;
    case 'integer':
      if (field.reference)
        return (
          <RecordPicker
            source={name}
            reference={field.reference}
            label={field.label}
            isRequired={field.required === true}
          />
        );
      return field.choices ? (
        <SelectInput source={name} label={field.label} validate={validate} choices={[...field.choices]} />
      ) : (
        <NumberInput source={name} label={field.label} validate={validate} min={field.min} max={field.max} />
      );
    case 'text':
      return <ItemField name={name} field={field} />;
  }
}

/** A text or a choice: a field of the form itself, or of one item of a repeatable group. */
function ItemField({ name, field }: { name: string; field: ContentItemFieldSpec }) {
  const validate = field.required ? required() : undefined;
  if (field.type === 'choice')
    return <SelectInput source={name} label={field.label} validate={validate} choices={[...field.choices]} />;
  return (
    <TextInput
      source={name}
      label={field.label}
      validate={validate}
      multiline={field.multiline === true}
      fullWidth
    />
  );
}
