import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import { PersonalCenterDialog } from './PersonalCenterDialog';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Dialogs/PersonalCenterDialog',
  component: PersonalCenterDialog,
  args: {
    open: true,
    onClose: fn(),
    user: { name: '张三', phone: '13800000000', email: 'zhangsan@example.com' },
    imageSrc: svgPicture('8K3Q', '#445', 120, 40),
    onRefreshImageCode: fn(),
    onSendPhoneCode: fn(() => Promise.resolve()),
    onChangePhone: fn(() => Promise.resolve()),
    onSendEmailCode: fn(() => Promise.resolve()),
    onChangeEmail: fn(() => Promise.resolve()),
    onChangePassword: fn(() => Promise.resolve()),
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

/** 修改邮箱 with an existing address: the old-address step comes first. */
export const ChangeEmailWithOldAddress: Story = {
  args: { initialTab: 'email' },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('原邮箱')).toHaveValue('zhangsan@example.com');
    await expect(dialog.getByLabelText('原邮箱')).toHaveAttribute('readonly');
    const [oldSend] = dialog.getAllByRole('button', { name: '获取验证码' });
    if (!oldSend) throw new Error('no send button');
    await userEvent.click(oldSend);
    await expect(await dialog.findByText('请输入图形验证码！')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('图形验证码'), 'ab12');
    await userEvent.click(oldSend);
    await waitFor(() =>
      expect(args.onSendEmailCode).toHaveBeenCalledWith({ email: 'zhangsan@example.com', imgCode: 'ab12' }),
    );
    await userEvent.type(dialog.getByLabelText('原邮箱验证码'), '111111');
    await userEvent.type(dialog.getByLabelText('新邮箱'), 'new@example.com');
    await userEvent.type(dialog.getByLabelText('邮箱验证码'), '222222');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(args.onChangeEmail).toHaveBeenCalledWith({
        email: 'new@example.com',
        code: '222222',
        oldCode: '111111',
      }),
    );
  },
};

/** 修改邮箱 without an address yet: no old-address step. */
export const ChangeEmailFirstAddress: Story = {
  args: { initialTab: 'email', user: { name: '张三', phone: '13800000000', email: null } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.queryByLabelText('原邮箱')).not.toBeInTheDocument();
    await expect(dialog.getAllByRole('button', { name: '获取验证码' })).toHaveLength(1);
  },
};

/** 修改密码: different new passwords are refused with 两次输入的密码不一致. */
export const PasswordMismatch: Story = {
  args: { initialTab: 'password' },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('原密码'), 'old-secret');
    await userEvent.type(dialog.getByLabelText('新密码'), 'new-secret-1');
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'new-secret-2');
    await expect(dialog.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** A rejected password change keeps the input and shows the message. */
export const PasswordChangeFails: Story = {
  args: {
    initialTab: 'password',
    onChangePassword: fn(() => Promise.reject(Object.assign(new Error('原密码错误'), { notified: false }))),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('原密码'), 'wrong');
    await userEvent.type(dialog.getByLabelText('新密码'), 'new-secret');
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'new-secret');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({ oldPassword: 'wrong', newPassword: 'new-secret' }),
    );
    await expect(await dialog.findByText('原密码错误')).toBeInTheDocument();
    await expect(dialog.getByLabelText('原密码')).toHaveValue('wrong');
  },
};

/** A kept draft (after a forced re-login): the tab and the new phone and address come back; codes start empty. */
export const KeptDraft: Story = {
  args: {
    initialTab: 'email',
    defaultValues: { phone: '13900000000', email: 'draft@example.com' },
    onTabChange: fn(),
    onValuesChange: fn(),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('新邮箱')).toHaveValue('draft@example.com');
    await expect(dialog.getByLabelText('邮箱验证码')).toHaveValue('');
    await expect(dialog.getByLabelText('图形验证码')).toHaveValue('');
    await userEvent.type(dialog.getByLabelText('邮箱验证码'), '222222');
    await userEvent.type(dialog.getByLabelText('新邮箱'), 'x');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      phone: '13900000000',
      email: 'draft@example.comx',
    });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('tab', { name: '修改手机号' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('phone');
    await expect(within(body.getByRole('tabpanel')).getByLabelText('新手机号')).toHaveValue('13900000000');
  },
};

/** Full width on mobile. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
