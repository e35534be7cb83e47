import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectEmpty,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  goToPage,
  phone,
} from '../../.storybook/plays';
import { answering, emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { MessagesPage } from './MessagesPage';

const meta = {
  title: 'Pages/我的消息',
  component: MessagesPage,
  parameters: { route: '/message', loggedIn: true },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 12 条消息');
    await expect(canvas.getAllByText('未读')).toHaveLength(3);
    await goToPage(canvas, 2);
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2));
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '共 12 条消息'),
};

/** Logged out: RequireLogin sends the visitor to 登录. */
export const LoggedOut: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '登录' }));
    await expect(canvas.queryByText('我的消息', { selector: 'h1' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: loading('messages.list') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '消息加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('messages.list') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('messages.list') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '共 12 条消息'),
};

const pastedLink =
  'https://www.bilibili.com/video/BV1xx411c7mD?spm_id_from=333.1007.tianma.1-1-1.click&vd_source=0123456789abcdef';

/** A message with a link wraps on a phone: the page does not scroll sideways. */
export const MessageWithALinkOnPhone: Story = {
  globals: phone,
  parameters: {
    msw: answering('messages.list', {
      rows: [{ ...messages[0]!, content: `详见：${pastedLink}` }],
      total: 1,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, `详见：${pastedLink}`);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
