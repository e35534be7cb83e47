import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PersonalCenterDialog.stories';

const { ChangePhone, ChangeEmailWithOldAddress, ChangeEmailFirstAddress, PasswordMismatch, KeptDraft } =
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

  it('shows the old-address step only when an e-mail exists', async () => {
    const onSendEmailCode = fn(() => Promise.resolve());
    render(<ChangeEmailWithOldAddress onSendEmailCode={onSendEmailCode} />);
    const old = panel().getByLabelText<HTMLInputElement>('原邮箱');
    expect(old.value).toBe('zhangsan@example.com');
    expect(old.readOnly).toBe(true);
    const [oldSend] = panel().getAllByRole('button', { name: '获取验证码' });
    if (!oldSend) throw new Error('no send button');
    await press(oldSend);
    expect(panel().getByText('请输入图形验证码！')).toBeTruthy();
    expect(onSendEmailCode).not.toHaveBeenCalled();
  });

  it('empties the typed image code after a send, whose challenge it used up, so the second address asks for the new one', async () => {
    const onSendEmailCode = fn(() => Promise.resolve());
    render(<ChangeEmailWithOldAddress onSendEmailCode={onSendEmailCode} />);
    type('图形验证码', 'ab12');
    const [oldSend, newSend] = panel().getAllByRole('button', { name: '获取验证码' });
    if (!oldSend || !newSend) throw new Error('no send buttons');
    await press(oldSend);
    expect(onSendEmailCode).toHaveBeenCalledWith({ email: 'zhangsan@example.com', imgCode: 'ab12' });
    await waitFor(() => expect(panel().getByLabelText<HTMLInputElement>('图形验证码').value).toBe(''));
    type('新邮箱', 'new@example.com');
    await press(newSend);
    expect(panel().getByText('请输入图形验证码！')).toBeTruthy();
    expect(onSendEmailCode).toHaveBeenCalledTimes(1);
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

  it('says 请输入新邮箱！ when the new address is missing', async () => {
    const onSendEmailCode = fn(() => Promise.resolve());
    render(<ChangeEmailFirstAddress onSendEmailCode={onSendEmailCode} />);
    type('图形验证码', 'ab12');
    await press(panel().getByRole('button', { name: '获取验证码' }));
    expect(panel().getByText('请输入新邮箱！')).toBeTruthy();
    expect(onSendEmailCode).not.toHaveBeenCalled();
  });

  it('changes a first e-mail without an old code', async () => {
    const onChangeEmail = fn(() => Promise.resolve());
    render(<ChangeEmailFirstAddress onChangeEmail={onChangeEmail} />);
    expect(panel().queryByLabelText('原邮箱')).toBeNull();
    type('新邮箱', 'new@example.com');
    type('邮箱验证码', '222222');
    await press(panel().getByRole('button', { name: '确认修改' }));
    expect(onChangeEmail).toHaveBeenCalledWith({ email: 'new@example.com', code: '222222' });
  });

  it('refuses different new passwords with 两次输入的密码不一致', async () => {
    const onChangePassword = fn(() => Promise.resolve());
    render(<PasswordMismatch onChangePassword={onChangePassword} />);
    type('原密码', 'old');
    type('新密码', 'new-1');
    type('确认新密码', 'new-2');
    expect(panel().getByText('两次输入的密码不一致')).toBeTruthy();
    await press(panel().getByRole('button', { name: '确认修改' }));
    expect(onChangePassword).not.toHaveBeenCalled();
    type('确认新密码', 'new-1');
    expect(panel().queryByText('两次输入的密码不一致')).toBeNull();
    await press(panel().getByRole('button', { name: '确认修改' }));
    expect(onChangePassword).toHaveBeenCalledWith({ oldPassword: 'old', newPassword: 'new-1' });
  });

  it('starts from the kept tab and values, with every code and password empty', () => {
    render(<KeptDraft />);
    expect(screen.getByRole('tab', { name: '修改邮箱' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().getByLabelText<HTMLInputElement>('新邮箱').value).toBe('draft@example.com');
    for (const label of ['图形验证码', '原邮箱验证码', '邮箱验证码']) {
      expect(panel().getByLabelText<HTMLInputElement>(label).value).toBe('');
    }
    fireEvent.click(screen.getByRole('tab', { name: '修改手机号' }));
    expect(panel().getByLabelText<HTMLInputElement>('新手机号').value).toBe('13900000000');
    expect(panel().getByLabelText<HTMLInputElement>('短信验证码').value).toBe('');
  });

  it('reports the tab and the new phone and address, never a code or a password', () => {
    const onValuesChange = fn();
    const onTabChange = fn();
    render(<ChangePhone onValuesChange={onValuesChange} onTabChange={onTabChange} />);
    type('图形验证码', 'ab12');
    type('短信验证码', '123456');
    expect(onValuesChange).not.toHaveBeenCalled();
    type('新手机号', '13900000000');
    expect(onValuesChange).toHaveBeenLastCalledWith({ phone: '13900000000', email: '' });
    fireEvent.click(screen.getByRole('tab', { name: '修改邮箱' }));
    expect(onTabChange).toHaveBeenLastCalledWith('email');
    type('原邮箱验证码', '111111');
    type('邮箱验证码', '222222');
    type('新邮箱', 'new@example.com');
    expect(onValuesChange).toHaveBeenLastCalledWith({ phone: '13900000000', email: 'new@example.com' });
    fireEvent.click(screen.getByRole('tab', { name: '修改密码' }));
    type('原密码', 'old');
    type('新密码', 'new-1');
    type('确认新密码', 'new-1');
    expect(onValuesChange).toHaveBeenCalledTimes(2);
  });
});
