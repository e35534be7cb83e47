import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { expectBusy, expectEmpty, expectRetryRecovers, expectShown, phone } from '../../.storybook/plays';
import { emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { WorkstationPage } from './WorkstationPage';

const meta = {
  title: 'Pages/艺术之友',
  component: WorkstationPage,
  parameters: { route: '/workstation' },
} satisfies Meta<typeof WorkstationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '2026亚洲数字艺术展在云端开幕'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '2026亚洲数字艺术展在云端开幕'),
};

export const Loading: Story = {
  parameters: { msw: loading('news.list') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '行业资讯加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('news.list') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('news.list') },
  play: async ({ canvasElement }) =>
    expectRetryRecovers(within(canvasElement), '2026亚洲数字艺术展在云端开幕'),
};
