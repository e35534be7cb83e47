import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import {
  expectBusy,
  expectEmpty,
  expectRetryRecovers,
  expectShown,
  goToPage,
  phone,
} from '../../.storybook/plays';
import { emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { CoursesPage } from './CoursesPage';

const meta = {
  title: 'Pages/视频教程',
  component: CoursesPage,
  parameters: { route: '/education/course' },
} satisfies Meta<typeof CoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '数字绘画入门：笔刷与图层');
    await goToPage(canvas, 2);
    await expectShown(canvas, '三维扫描与文物数字化');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '数字绘画入门：笔刷与图层'),
};

export const Loading: Story = {
  parameters: { msw: loading('courses.list') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '视频教程加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('courses.list') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('courses.list') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '数字绘画入门：笔刷与图层'),
};
