import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import type { FormEvent } from 'react';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { PersonalCenterDialog } from './PersonalCenterDialog';

const unbound = (name: string) => ({ name });

const emailFormArgs = {
  fields: {
    imgCode: unbound('imgCode'),
    oldCode: unbound('oldCode'),
    email: unbound('email'),
    code: unbound('code'),
  },
  imageSrc: svgPicture('8K3Q', '#445', 120, 40),
  onRefreshImageCode: fn(),
  onSendOldCode: fn(() => Promise.resolve(true)),
  onSendCode: fn(() => Promise.resolve(true)),
  onSubmit: (event: FormEvent) => event.preventDefault(),
  error: null,
  submitting: false,
};

const phoneFormArgs = {
  fields: { imgCode: unbound('imgCode'), phone: unbound('phone'), code: unbound('code') },
  imageSrc: svgPicture('8K3Q', '#445', 120, 40),
  onRefreshImageCode: fn(),
  onSendCode: fn(() => Promise.resolve(true)),
  onSubmit: (event: FormEvent) => event.preventDefault(),
  error: null,
  submitting: false,
};

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Dialogs/PersonalCenterDialog',
  component: PersonalCenterDialog,
  args: {
    open: true,
    onClose: fn(),
    phonePanel: <ChangePhoneForm {...phoneFormArgs} />,
    emailPanel: <ChangeEmailForm {...emailFormArgs} currentEmail="zhangsan@example.com" />,
    passwordPanel: (
      <ChangePasswordForm
        fields={{
          oldPassword: unbound('oldPassword'),
          newPassword: unbound('newPassword'),
          confirm: unbound('confirm'),
        }}
        onSubmit={(event) => event.preventDefault()}
        error={null}
        submitting={false}
      />
    ),
  },
  parameters: { docs: { story: { height: '640px' } } },
} satisfies Meta<typeof PersonalCenterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: '个人中心' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(within(dialog).getByRole('tabpanel'));
}

/** 修改手机号: a send its caller accepts starts the 60-second countdown on the button. */
export const ChangePhone: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('新手机号')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByRole('button', { name: /^(60|59)s$/ })).toBeInTheDocument();
  },
};

/** The server refused a challenge with its reason: it shows (and is announced) by 图形验证码, marked invalid, until one loads. */
export const ImageChallengeRefused: Story = {
  args: {
    phonePanel: (
      <ChangePhoneForm
        {...phoneFormArgs}
        imageSrc={null}
        imageFailed
        imageFailure="图形验证码获取次数过多，请1小时后再试"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByLabelText('图形验证码');
    await expect(field).toHaveAccessibleDescription('图形验证码获取次数过多，请1小时后再试');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Shown without moving focus: announced as an alert when it appears.
    await expect(dialog.getByRole('alert')).toHaveTextContent('图形验证码获取次数过多，请1小时后再试');
    await expect(dialog.getByRole('button', { name: '图形验证码加载失败，点击重试' })).toBeInTheDocument();
  },
};

/** 修改邮箱 with an existing address: the old-address step comes first, each address with its send button. */
export const ChangeEmailWithOldAddress: Story = {
  args: { initialTab: 'email' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('原邮箱')).toHaveValue('zhangsan@example.com');
    await expect(dialog.getByLabelText('原邮箱')).toHaveAttribute('readonly');
    await expect(dialog.getAllByRole('button', { name: '获取验证码' })).toHaveLength(2);
  },
};

/** 修改邮箱 without an address yet: no old-address step. */
export const ChangeEmailFirstAddress: Story = {
  args: { initialTab: 'email', emailPanel: <ChangeEmailForm {...emailFormArgs} currentEmail={null} /> },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.queryByLabelText('原邮箱')).not.toBeInTheDocument();
    await expect(dialog.getAllByRole('button', { name: '获取验证码' })).toHaveLength(1);
  },
};

/** 修改密码 as its caller shows a refusal: the field's message under it (aria-invalid), the server's above 确认修改. */
export const PasswordRefused: Story = {
  args: {
    initialTab: 'password',
    passwordPanel: (
      <ChangePasswordForm
        fields={{
          oldPassword: unbound('oldPassword'),
          newPassword: unbound('newPassword'),
          confirm: { name: 'confirm', error: true, helperText: '两次输入的密码不一致' },
        }}
        onSubmit={(event) => event.preventDefault()}
        error="原密码错误"
        submitting={false}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('确认新密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(dialog.getByText('原密码错误')).toBeInTheDocument();
  },
};

/** The tab shown first can be chosen (a kept draft's), and a change of tab is reported. */
export const KeptTab: Story = {
  args: { initialTab: 'email', onTabChange: fn() },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await openDialog(canvasElement);
    await expect(body.getByRole('tab', { name: '修改邮箱' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(body.getByRole('tab', { name: '修改手机号' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('phone');
    await expect(within(body.getByRole('tabpanel')).getByLabelText('新手机号')).toBeInTheDocument();
  },
};

/** Full width on mobile. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
