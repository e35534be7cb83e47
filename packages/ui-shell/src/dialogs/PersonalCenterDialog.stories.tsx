import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import type { FormEvent } from 'react';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
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

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Dialogs/PersonalCenterDialog',
  component: PersonalCenterDialog,
  args: {
    open: true,
    onClose: fn(),
    imageSrc: svgPicture('8K3Q', '#445', 120, 40),
    onRefreshImageCode: fn(),
    onSendPhoneCode: fn(() => Promise.resolve()),
    onChangePhone: fn(() => Promise.resolve()),
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

/** 修改手机号: the send button checks the phone, then the image code, then sends and counts down. */
export const ChangePhone: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByText('请输入手机号！')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('新手机号'), '13900000000');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByText('请输入图形验证码！')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('图形验证码'), '8k3q');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(args.onSendPhoneCode).toHaveBeenCalledWith({ phone: '13900000000', imgCode: '8k3q' }),
    );
    await expect(await dialog.findByRole('button', { name: /^(60|59)s$/ })).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('短信验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(args.onChangePhone).toHaveBeenCalledWith({ phone: '13900000000', code: '123456' }),
    );
  },
};

/** A failed send refreshes the image code and keeps the input. */
export const SendFails: Story = {
  args: {
    onSendPhoneCode: fn(() => Promise.reject(Object.assign(new Error('图形验证码错误'), { notified: true }))),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('新手机号'), '13900000000');
    await userEvent.type(dialog.getByLabelText('图形验证码'), 'xxxx');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onRefreshImageCode).toHaveBeenCalledTimes(1));
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    await expect(dialog.getByLabelText('新手机号')).toHaveValue('13900000000');
  },
};

/** The server refused a challenge with its reason: it shows by 图形验证码, marked invalid, until one loads. */
export const ImageChallengeRefused: Story = {
  args: { imageSrc: null, imageFailed: true, imageFailure: '图形验证码获取次数过多，请1小时后再试' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByLabelText('图形验证码');
    await expect(field).toHaveAccessibleDescription('图形验证码获取次数过多，请1小时后再试');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
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

/** A kept draft (after a forced re-login): the tab and the new phone come back; codes start empty. */
export const KeptDraft: Story = {
  args: {
    initialTab: 'phone',
    defaultValues: { phone: '13900000000' },
    onTabChange: fn(),
    onValuesChange: fn(),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('新手机号')).toHaveValue('13900000000');
    await expect(dialog.getByLabelText('短信验证码')).toHaveValue('');
    await expect(dialog.getByLabelText('图形验证码')).toHaveValue('');
    await userEvent.type(dialog.getByLabelText('短信验证码'), '222222');
    await userEvent.type(dialog.getByLabelText('新手机号'), '1');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ phone: '139000000001' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('tab', { name: '修改邮箱' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('email');
  },
};

/** Full width on mobile. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
