import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { required } from 'react-admin';
import { HeadingButtons } from './HeadingButtons';

/** Props of {@link ArticleInput}. */
export interface ArticleInputProps {
  source: string;
  label: string;
  /** Marked as required (the form's check says why). */
  isRequired?: boolean;
}

/**
 * Rich text (react-admin's RichTextInput, TipTap) with what the portal's RichText shows: headings, bold, italic,
 * underline, strike, lists, links, quotes. The server sanitises whatever comes with its allow-list anyway.
 */
export function ArticleInput({ source, label, isRequired = false }: ArticleInputProps) {
  return (
    <RichTextInput
      source={source}
      label={label}
      fullWidth
      {...(isRequired && { validate: required() })}
      editorOptions={{
        ...DefaultEditorOptions,
        editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
      }}
      toolbar={
        <RichTextInputToolbar>
          <HeadingButtons />
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
