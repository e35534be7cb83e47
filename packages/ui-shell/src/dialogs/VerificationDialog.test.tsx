import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './VerificationDialog.stories';

const { Pending, Approved, Rejected, Unverified, Refused } = composeStories(stories);

function dialog() {
  return within(screen.getByRole('dialog', { name: '认证信息' }));
}

describe('VerificationDialog', () => {
  it.each([
    [Pending, '待审核'],
    [Approved, '审核通过'],
    [Rejected, '审核未通过'],
    [Unverified, '未认证'],
  ] as const)('shows the status text %#: %s', (Story, text) => {
    render(<Story />);
    expect(dialog().getByText(text)).toBeTruthy();
  });

  it('shows phone and e-mail read-only and the fields of ui.md, 认证项目 as the caller chose', () => {
    render(<Pending />);
    for (const label of ['姓名', '认证机构', '学号']) expect(dialog().getByLabelText(label)).toBeTruthy();
    expect(dialog().getByRole('combobox', { name: '认证项目' }).textContent).toBe('数字艺术人才培养计划');
    expect(dialog().getByLabelText<HTMLInputElement>('手机号').readOnly).toBe(true);
    expect(dialog().getByLabelText<HTMLInputElement>('邮箱').readOnly).toBe(true);
  });

  it('shows 认证项目 empty when the chosen project is not in the list', () => {
    render(<Pending projects={[{ id: 2, projectName: '亚洲数字艺术展' }]} />);
    expect(dialog().getByRole('combobox', { name: '认证项目' }).textContent).not.toContain('亚洲数字艺术展');
  });

  it('limits 姓名, 认证机构 and 学号 to the lengths it is given', () => {
    render(<Pending maxLengths={{ name: 3, authOrg: 4, studentCode: 5 }} />);
    expect(dialog().getByLabelText<HTMLInputElement>('姓名').maxLength).toBe(3);
    expect(dialog().getByLabelText<HTMLInputElement>('认证机构').maxLength).toBe(4);
    expect(dialog().getByLabelText<HTMLInputElement>('学号').maxLength).toBe(5);
  });

  it('hands 提交 to the caller and hands typing to the bound field', () => {
    const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onChange = fn();
    const fields = { ...stories.default.args.fields, authOrg: { name: 'authOrg', onChange } };
    render(<Pending onSubmit={onSubmit} fields={fields} />);
    fireEvent.change(dialog().getByLabelText('认证机构'), { target: { value: '数字艺术研究院' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog().getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows each refused field's message under it and the server's refusal as an alert", () => {
    render(<Refused />);
    expect(dialog().getByLabelText('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(dialog().getByText('请输入姓名')).toBeTruthy();
    expect(dialog().getByText('请选择认证项目')).toBeTruthy();
    expect(dialog().getByRole('alert').textContent).toContain('认证项目不存在');
  });
});
