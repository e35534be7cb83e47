import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activity, pendingUserInfo, registeredUserInfo } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  phone,
} from '../../.storybook/plays';
import { answering, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { ActivityDetailPage } from './ActivityDetailPage';

const meta = {
  title: 'Pages/征集详情',
  component: ActivityDetailPage,
  parameters: { route: '/activity/detail?id=3' },
} satisfies Meta<typeof ActivityDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses 参与征集 and finds its dialog. */
async function openEntryDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '参与征集' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '参与征集' }));
}

/** A customer who may not enter yet is told `reason` and offered 去认证 instead of the form. */
function toldWhyNot(reason: string): Story['play'] {
  return async ({ canvasElement }) => {
    const dialog = await openEntryDialog(canvasElement);
    await expectVisibleSoon(await dialog.findByText(reason));
    await expectVisibleSoon(dialog.getByRole('button', { name: '去认证' }));
    await expect(dialog.queryByRole('textbox', { name: /作品名称/ })).not.toBeInTheDocument();
  };
}

/** Logged out: 参与征集 sends the visitor to 登录. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '奖项设置');
    await userEvent.click(canvas.getByRole('button', { name: '参与征集' }));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '登录' }));
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '奖项设置'),
};

/**
 * A verified customer gets the entry form: its checks, an upload to storage; submitted, it waits for 投稿审核, so the
 * dialog closes on the call's page rather than opening 参赛作品, which does not list it yet.
 */
export const LoggedInSubmitsEntry: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const dialog = await openEntryDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: '提交作品' }));
    await expectVisibleSoon(await dialog.findByText('请输入作品名称'));
    const title = dialog.getByRole('textbox', { name: /作品名称/ });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('请输入作品名称');
    await userEvent.type(title, '灯笼里的星河');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /作品说明/ }),
      '用生成算法把上元节的灯笼铺成一条星河。',
    );
    const file = new File(['%PDF-1.4 创作说明'], '创作说明.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.getByLabelText('上传作品文件'), file);
    await expectVisibleSoon(await dialog.findByText('已上传'));
    await userEvent.click(dialog.getByRole('button', { name: '提交作品' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog', { name: '参与征集' })).toBeNull());
    await expectShown(within(canvasElement), '奖项设置');
    await expect(within(canvasElement).queryByText(/件参赛作品/)).toBeNull();
  },
};

/** A customer just registered, who has not asked for verification, is told why and offered 去认证. */
export const LoggedInJustRegistered: Story = {
  parameters: { loggedIn: true, msw: answering('customer.getInfo', registeredUserInfo) },
  play: toldWhyNot('您尚未认证，认证通过后才能参与征集。'),
};

/** A customer whose verification is still under review is told so and offered 去认证. */
export const LoggedInNotVerified: Story = {
  parameters: { loggedIn: true, msw: answering('customer.getInfo', pendingUserInfo) },
  play: toldWhyNot('您的认证信息正在审核中，审核通过后才能参与征集。'),
};

export const AlreadyAttended: Story = {
  parameters: { loggedIn: true, msw: answering('activities.get', { ...activity, attended: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '已参与' })).toBeDisabled();
  },
};

export const EntryRejected: Story = {
  parameters: {
    loggedIn: true,
    msw: answering('activities.get', {
      ...activity,
      attended: true,
      myEntry: { id: 7, title: '城市之光', reviewState: 'rejected', reviewReason: '作品含有联系方式' },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '我的投稿“城市之光”：未通过（作品含有联系方式）',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: loading('activities.get') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '征集详情加载中'),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('activities.get') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '奖项设置'),
};

/** Several organisers on a phone: 主办 wraps, and the title beside it stays whole instead of being cut at the edge. */
export const SeveralOrganisersOnPhone: Story = {
  globals: phone,
  parameters: {
    msw: answering('activities.get', {
      ...activity,
      organizer: '中国美术学院 · 上海市文化和旅游局 · 数字艺术研究中心',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: activity.title });
    await expectVisibleSoon(title);
    await expect(canvas.getByText(/^主办：中国美术学院/)).toBeVisible();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};
