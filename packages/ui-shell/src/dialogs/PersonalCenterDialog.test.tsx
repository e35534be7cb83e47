import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PersonalCenterDialog.stories';

const { ChangePhone, ChangeEmailWithOldAddress, ChangeEmailFirstAddress, KeptDraft } =
  composeStories(stories);

function panel() {
  return within(within(screen.getByRole('dialog', { name: '个人中心' })).getByRole('tabpanel'));
}

function type(label: string, value: string) {
  fireEvent.change(panel().getByLabelText(label), { target: { value } });
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('PersonalCenterDialog', () => {
  it('has the three tabs of ui.md', () => {
    render(<ChangePhone />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '修改手机号',
      '修改邮箱',
      '修改密码',
    ]);
  });

  it('asks for the phone, then the image code, before sending an SMS code', async () => {
    const onSendPhoneCode = fn(() => Promise.resolve());
    render(<ChangePhone onSendPhoneCode={onSendPhoneCode} />);
    await press(panel().getByRole('button', { name: '获取验证码' }));
    expect(panel().getByText('请输入手机号！')).toBeTruthy();
    type('新手机号', '13900000000');
    await press(panel().getByRole('button', { name: '获取验证码' }));
    expect(panel().queryByText('请输入手机号！')).toBeNull();
    expect(panel().getByText('请输入图形验证码！')).toBeTruthy();
    expect(onSendPhoneCode).not.toHaveBeenCalled();
    type('图形验证码', 'ab12');
    await press(panel().getByRole('button', { name: '获取验证码' }));
    expect(onSendPhoneCode).toHaveBeenCalledWith({ phone: '13900000000', imgCode: 'ab12' });
    await waitFor(() => expect(panel().getByRole('button', { name: '60s' })).toBeTruthy());
  });

  it('refreshes the image code after a failed send and keeps the input', async () => {
    const onRefreshImageCode = fn();
    const onSendPhoneCode = fn(() =>
      Promise.reject(Object.assign(new Error('图形验证码错误'), { notified: false })),
    );
    render(<ChangePhone onSendPhoneCode={onSendPhoneCode} onRefreshImageCode={onRefreshImageCode} />);
    type('新手机号', '13900000000');
    type('图形验证码', 'zzzz');
    await press(panel().getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(onRefreshImageCode).toHaveBeenCalledTimes(1));
    expect(await panel().findByText('图形验证码错误')).toBeTruthy();
    expect(panel().getByLabelText<HTMLInputElement>('新手机号').value).toBe('13900000000');
  });

  it('shows the old-address step only when an e-mail exists', () => {
    const { unmount } = render(<ChangeEmailWithOldAddress />);
    const old = panel().getByLabelText<HTMLInputElement>('原邮箱');
    expect(old.value).toBe('zhangsan@example.com');
    expect(old.readOnly).toBe(true);
    expect(panel().getAllByRole('button', { name: '获取验证码' })).toHaveLength(2);
    unmount();
    render(<ChangeEmailFirstAddress />);
    expect(panel().queryByLabelText('原邮箱')).toBeNull();
    expect(panel().getAllByRole('button', { name: '获取验证码' })).toHaveLength(1);
  });

  it("says which code is missing on 确认修改, instead of an outline and the last send's message", async () => {
    const onSendPhoneCode = fn(() =>
      Promise.reject(Object.assign(new Error('手机号格式不正确'), { notified: false })),
    );
    const onChangePhone = fn(() => Promise.resolve());
    render(<ChangePhone onSendPhoneCode={onSendPhoneCode} onChangePhone={onChangePhone} />);
    type('新手机号', '1390000');
    type('图形验证码', 'ab12');
    await press(panel().getByRole('button', { name: '获取验证码' }));
    expect(await panel().findByText('手机号格式不正确')).toBeTruthy();
    await press(panel().getByRole('button', { name: '确认修改' }));
    expect(panel().getByText('请输入短信验证码！')).toBeTruthy();
    expect(panel().queryByText('手机号格式不正确')).toBeNull();
    expect(onChangePhone).not.toHaveBeenCalled();
  });

  it('starts from the kept tab and phone, with every code empty', () => {
    render(<KeptDraft />);
    expect(screen.getByRole('tab', { name: '修改手机号' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().getByLabelText<HTMLInputElement>('新手机号').value).toBe('13900000000');
    for (const label of ['图形验证码', '短信验证码']) {
      expect(panel().getByLabelText<HTMLInputElement>(label).value).toBe('');
    }
  });

  it('reports the tab and the new phone, never a code', () => {
    const onValuesChange = fn();
    const onTabChange = fn();
    render(<ChangePhone onValuesChange={onValuesChange} onTabChange={onTabChange} />);
    type('图形验证码', 'ab12');
    type('短信验证码', '123456');
    expect(onValuesChange).not.toHaveBeenCalled();
    type('新手机号', '13900000000');
    expect(onValuesChange).toHaveBeenLastCalledWith({ phone: '13900000000' });
    fireEvent.click(screen.getByRole('tab', { name: '修改邮箱' }));
    expect(onTabChange).toHaveBeenLastCalledWith('email');
    expect(onValuesChange).toHaveBeenCalledTimes(1);
  });
});
