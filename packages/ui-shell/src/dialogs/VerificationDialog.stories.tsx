import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  sampleCustomer as user,
  sampleProjects as projects,
  sampleVerificationMaxLengths as maxLengths,
} from '../internal/storybook/fixtures';
import { VerificationDialog } from './VerificationDialog';

const fields = {
  name: { name: 'name' },
  authProject: { name: 'authProject', value: '1', onChange: fn() },
  authOrg: { name: 'authOrg' },
  studentCode: { name: 'studentCode' },
};

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Dialogs/VerificationDialog',
  component: VerificationDialog,
  args: {
    open: true,
    onClose: fn(),
    projects,
    maxLengths,
    user,
    fields,
    onSubmit: fn((event: FormEvent) => event.preventDefault()),
    error: null,
    submitting: false,
  },
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

const chooseProject = fn<(event: { target: { value: string } }) => void>();

/** authStatus null: 未认证, nothing chosen; choosing a project and 提交 are the caller's to handle. */
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
    fields: { ...fields, authProject: { name: 'authProject', value: '', onChange: chooseProject } },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await expect(within(dialog).getByText('未认证')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: '认证项目' }));
    await userEvent.click(await body.findByRole('option', { name: '亚洲数字艺术展' }));
    await expect(chooseProject.mock.lastCall?.[0].target.value).toBe('2');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
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

/** A refused field says why under itself; the server's refusal shows above 提交. */
export const Refused: Story = {
  args: {
    fields: {
      ...fields,
      name: { name: 'name', error: true, helperText: '请输入姓名' },
      authProject: { ...fields.authProject, value: '', error: true, helperText: '请选择认证项目' },
    },
    error: '认证项目不存在',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '认证信息' }),
    );
    await waitFor(() => expect(dialog.getByText('请选择认证项目')).toBeVisible());
    await expect(dialog.getByLabelText('姓名')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('姓名')).toHaveAccessibleDescription('请输入姓名');
    await expect(dialog.getByRole('alert')).toHaveTextContent('认证项目不存在');
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
