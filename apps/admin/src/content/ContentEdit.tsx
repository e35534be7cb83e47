import type { ReactNode } from 'react';
import { Edit, SimpleForm, useNotify, useResourceContext } from 'react-admin';
import { useParams } from 'react-router';
import { FormDraftKeeper } from '../drafts/FormDraftKeeper';
import { clearDraft, draftKey } from '../drafts/formDrafts';
import { ContentEditToolbar } from './ContentEditToolbar';

/**
 * A content record's form. Saves wait for the server (pessimistic): its per-field messages show beside the fields,
 * its refusal (此内容已被他人修改，请刷新后再编辑) in a message, and the typed text stays in the form and in the
 * record's draft, which also outlives an expired session.
 */
export function ContentEdit({
  title,
  validate,
  transform,
  children,
}: {
  title: string;
  /** The kind's rules, the server's own: each message shows beside its field. */
  validate: (values: Record<string, unknown>) => Record<string, string>;
  /** What a save sends, from the form's values (a 作品 drops the 作品图片 slots left empty). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
}) {
  const kind = useResourceContext() ?? '';
  const { id } = useParams<{ id: string }>();
  const key = draftKey(kind, id);
  const notify = useNotify();
  return (
    <Edit
      title={`编辑${title}`}
      transform={transform}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          clearDraft(key);
          notify('已保存草稿', { type: 'success' });
        },
      }}
    >
      <SimpleForm toolbar={<ContentEditToolbar />} validate={validate}>
        <FormDraftKeeper draftKey={key} />
        {children}
      </SimpleForm>
    </Edit>
  );
}
