import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './VerificationDialog.stories';

const { Pending, Approved, Rejected, Unverified, KeptDraft } = composeStories(stories);

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

  it('shows phone and e-mail read-only and the fields of ui.md', () => {
    render(<Pending />);
    for (const label of ['姓名', '认证机构', '学号']) expect(dialog().getByLabelText(label)).toBeTruthy();
    expect(dialog().getByRole('combobox', { name: '认证项目' }).textContent).toBe('数字艺术人才培养计划');
    expect(dialog().getByLabelText<HTMLInputElement>('手机号').readOnly).toBe(true);
    expect(dialog().getByLabelText<HTMLInputElement>('邮箱').readOnly).toBe(true);
  });

  it('limits 姓名, 认证机构 and 学号 to the lengths it is given', () => {
    render(<Pending maxLengths={{ name: 3, authOrg: 4, studentCode: 5 }} />);
    expect(dialog().getByLabelText<HTMLInputElement>('姓名').maxLength).toBe(3);
    expect(dialog().getByLabelText<HTMLInputElement>('认证机构').maxLength).toBe(4);
    expect(dialog().getByLabelText<HTMLInputElement>('学号').maxLength).toBe(5);
  });

  it('keeps the typed values and shows the message when saving fails', async () => {
    const onSubmit = fn(() =>
      Promise.reject(Object.assign(new Error('服务错误，请稍后重试'), { notified: false })),
    );
    render(<Pending onSubmit={onSubmit} />);
    fireEvent.change(dialog().getByLabelText('认证机构'), { target: { value: '数字艺术研究院' } });
    await act(async () => {
      fireEvent.click(dialog().getByRole('button', { name: '提交' }));
      await Promise.resolve();
    });
    expect(onSubmit).toHaveBeenCalledWith({
      name: '张三',
      authProject: 1,
      authOrg: '数字艺术研究院',
      studentCode: '2026001',
    });
    expect(await dialog().findByText('服务错误，请稍后重试')).toBeTruthy();
    expect(dialog().getByLabelText<HTMLInputElement>('认证机构').value).toBe('数字艺术研究院');
  });

  it('shows no inline message for an error the client already toasted', async () => {
    const onSubmit = fn(() =>
      Promise.reject(Object.assign(new Error('未登录，请重新登录'), { notified: true })),
    );
    render(<Pending onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.click(dialog().getByRole('button', { name: '提交' }));
      await Promise.resolve();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(dialog().queryByText('未登录，请重新登录')).toBeNull();
  });

  it('starts from the kept values over the saved ones and reports each change', () => {
    const onValuesChange = fn();
    render(<KeptDraft onValuesChange={onValuesChange} />);
    expect(dialog().getByLabelText<HTMLInputElement>('姓名').value).toBe('张三丰');
    expect(dialog().getByRole('combobox', { name: '认证项目' }).textContent).toBe('亚洲数字艺术展');
    expect(dialog().getByLabelText<HTMLInputElement>('认证机构').value).toBe('');
    expect(dialog().getByLabelText<HTMLInputElement>('学号').value).toBe('2026001');
    expect(onValuesChange).not.toHaveBeenCalled();
    fireEvent.change(dialog().getByLabelText('认证机构'), { target: { value: '数字艺术研究院' } });
    fireEvent.change(dialog().getByLabelText('学号'), { target: { value: '42' } });
    expect(onValuesChange).toHaveBeenLastCalledWith({
      name: '张三丰',
      authProject: 2,
      authOrg: '数字艺术研究院',
      studentCode: '42',
    });
  });
});
