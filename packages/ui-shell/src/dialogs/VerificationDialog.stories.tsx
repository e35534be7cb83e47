import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  sampleCustomer as user,
  sampleProjects as projects,
  sampleVerificationMaxLengths as maxLengths,
} from '../internal/storybook/fixtures';
import { VerificationDialog } from './VerificationDialog';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Dialogs/VerificationDialog',
  component: VerificationDialog,
  args: { open: true, onClose: fn(), projects, maxLengths, user, onSubmit: fn(() => Promise.resolve()) },
  parameters: { docs: { story: { height: '720px' } } },
} satisfies Meta<typeof VerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** authStatus 0: 待审核; phone and e-mail are read-only. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('待审核')).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('手机号')).toHaveAttribute('readonly');
    await expect(within(dialog).getByLabelText('邮箱')).toHaveAttribute('readonly');
  },
};

/** authStatus 1: 审核通过. */
export const Approved: Story = {
  args: { user: { ...user, authStatus: 1 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('审核通过')).toBeInTheDocument();
  },
};

/** authStatus 2: 审核未通过. */
export const Rejected: Story = {
  args: { user: { ...user, authStatus: 2 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('审核未通过')).toBeInTheDocument();
  },
};

/** authStatus null: 未认证, empty form; filling and submitting hands the values over. */
export const Unverified: Story = {
  args: {
    user: {
      name: null,
      phone: '13800000000',
      email: null,
      authProject: null,
      authOrg: null,
      studentCode: null,
      authStatus: null,
    },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await expect(within(dialog).getByText('未认证')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('姓名'), '李四');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '认证项目' }));
    await userEvent.click(await body.findByRole('option', { name: '亚洲数字艺术展' }));
    await userEvent.type(within(dialog).getByLabelText('认证机构'), '美术学院');
    await userEvent.type(within(dialog).getByLabelText('学号'), '42');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '李四',
        authProject: 2,
        authOrg: '美术学院',
        studentCode: '42',
      }),
    );
  },
};

/** The project list could not be fetched: 认证项目加载失败 with 重试 instead of an empty list. */
export const ProjectsFailed: Story = {
  args: { projects: [], onRetryProjects: fn() },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '认证信息' }),
    );
    await waitFor(() => expect(dialog.getByText('认证项目加载失败')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(args.onRetryProjects).toHaveBeenCalledTimes(1);
  },
};

/** A rejected submission keeps what was typed and shows the message. */
export const SubmitFails: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(Object.assign(new Error('服务错误，请稍后重试'), { notified: false }))),
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    const org = within(dialog).getByLabelText('认证机构');
    await userEvent.clear(org);
    await userEvent.type(org, '数字艺术研究院');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(await within(dialog).findByText('服务错误，请稍后重试')).toBeInTheDocument();
    await expect(org).toHaveValue('数字艺术研究院');
  },
};

/** A kept draft (after a forced re-login) wins over the saved details, field by field. */
export const KeptDraft: Story = {
  args: {
    defaultValues: { name: '张三丰', authProject: 2, authOrg: '' },
    onValuesChange: fn(),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '认证信息' }),
    );
    await expect(dialog.getByLabelText('姓名')).toHaveValue('张三丰');
    await expect(dialog.getByRole('combobox', { name: '认证项目' })).toHaveTextContent('亚洲数字艺术展');
    await expect(dialog.getByLabelText('认证机构')).toHaveValue('');
    await expect(dialog.getByLabelText('学号')).toHaveValue('2026001');
    await userEvent.type(dialog.getByLabelText('学号'), '9');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      name: '张三丰',
      authProject: 2,
      authOrg: '',
      studentCode: '20260019',
    });
  },
};

/** 姓名, 认证机构 and 学号 take no more characters than the server does (here 30, 100 and 50). */
export const LongTexts: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '认证信息' }),
    );
    const name = dialog.getByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '长'.repeat(maxLengths.name + 3));
    await expect(name).toHaveValue('长'.repeat(maxLengths.name));
    await expect(dialog.getByLabelText('认证机构')).toHaveAttribute('maxlength', String(maxLengths.authOrg));
    await expect(dialog.getByLabelText('学号')).toHaveAttribute('maxlength', String(maxLengths.studentCode));
  },
};

/** Full width on mobile. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
