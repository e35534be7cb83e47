import type { ReactNode } from 'react';
import {
  Create,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { FormDraftKeeper } from '../drafts/FormDraftKeeper';
import { clearDraft, draftKey } from '../drafts/formDrafts';

/** 新建: the kind's form, saved as a 草稿; the record's form (预览, 发布, …) opens after the first save. */
export function ContentCreate({
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
  const key = draftKey(kind);
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={`新建${title}`}
      transform={transform}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          clearDraft(key);
          notify('已保存草稿', { type: 'success' });
          redirect('edit', kind, record.id);
        },
      }}
    >
      <SimpleForm
        validate={validate}
        toolbar={
          <Toolbar>
            <SaveButton label="保存草稿" />
          </Toolbar>
        }
      >
        <FormDraftKeeper draftKey={key} />
        {children}
      </SimpleForm>
    </Create>
  );
}
