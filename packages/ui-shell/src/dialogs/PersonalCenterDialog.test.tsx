import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PersonalCenterDialog.stories';

const { ChangePhone, ChangeEmailWithOldAddress, ChangeEmailFirstAddress, KeptTab } = composeStories(stories);

function panel() {
  return within(within(screen.getByRole('dialog', { name: '个人中心' })).getByRole('tabpanel'));
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

  it('keeps each tab mounted while another is shown, so what was typed stays', () => {
    render(<ChangePhone />);
    fireEvent.change(panel().getByLabelText('新手机号'), { target: { value: '13900000000' } });
    fireEvent.click(screen.getByRole('tab', { name: '修改密码' }));
    fireEvent.click(screen.getByRole('tab', { name: '修改手机号' }));
    expect(panel().getByLabelText<HTMLInputElement>('新手机号').value).toBe('13900000000');
  });

  it('starts the countdown when the caller accepts a send', async () => {
    render(<ChangePhone />);
    fireEvent.click(panel().getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(panel().getByRole('button', { name: '60s' })).toBeTruthy());
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

  it('starts from the chosen tab and reports a change of tab', () => {
    const onTabChange = fn();
    render(<KeptTab onTabChange={onTabChange} />);
    expect(screen.getByRole('tab', { name: '修改邮箱' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '修改手机号' }));
    expect(onTabChange).toHaveBeenLastCalledWith('phone');
  });
});
