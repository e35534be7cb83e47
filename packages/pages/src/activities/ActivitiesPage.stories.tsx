import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  expectBusy,
  expectEmpty,
  expectGone,
  expectRetryRecovers,
  expectShown,
  phone,
} from '../../.storybook/plays';
import { emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { ActivitiesPage } from './ActivitiesPage';

const meta = {
  title: 'Pages/作品征集',
  component: ActivitiesPage,
  parameters: { route: '/activity/index' },
} satisfies Meta<typeof ActivitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '首届AI生成艺术大赛');
    await userEvent.click(canvas.getByRole('button', { name: '征集中' }));
    await expectGone(canvas, '首届AI生成艺术大赛');
    await expectShown(canvas, '2027“数字新春”主题作品征集');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '2027“数字新春”主题作品征集'),
};

export const Loading: Story = {
  parameters: { msw: loading('activities.list') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '作品征集加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('activities.list') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('activities.list') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '首届AI生成艺术大赛'),
};
