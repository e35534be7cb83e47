import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { FormDraftKeeper } from './FormDraftKeeper';
import { draftKey, readDraft } from './formDrafts';

const key = draftKey('news', 5);

function EditForm({ title }: { title: string }) {
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={{ id: 5, title, summary: '摘要' }}>
        <FormDraftKeeper draftKey={key} />
        <TextInput source="title" label="标题" />
        <TextInput source="summary" label="摘要" />
      </Form>
    </AdminContext>
  );
}

describe('FormDraftKeeper', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what is typed and puts it back when the form opens again (after a new login)', async () => {
    const first = render(<EditForm title="原标题" />);
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '编辑到一半的标题' } });
    expect(readDraft(key)).toMatchObject({ title: '编辑到一半的标题', summary: '摘要' });
    first.unmount();

    render(<EditForm title="原标题" />);
    expect(await screen.findByDisplayValue('编辑到一半的标题')).toBeTruthy();
    expect(screen.getByText('已恢复上次未保存的内容，保存后生效。')).toBeTruthy();
  });

  it('drops the draft at 放弃这些修改, back to the saved record', async () => {
    sessionStorage.setItem(key, JSON.stringify({ title: '没保存的' }));
    render(<EditForm title="原标题" />);
    fireEvent.click(await screen.findByRole('button', { name: '放弃这些修改' }));
    expect(await screen.findByDisplayValue('原标题')).toBeTruthy();
    expect(readDraft(key)).toBeNull();
  });

  it('keeps drafts apart per record', () => {
    expect(draftKey('news', 5)).not.toBe(draftKey('news', 6));
    expect(draftKey('news')).toBe('art-portal-admin:draft:news:new');
  });
});
