import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectBusy,
  expectEmpty,
  expectRetryRecovers,
  expectShown,
  goToPage,
  phone,
} from '../../.storybook/plays';
import { emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { NewsPage } from './NewsPage';

const meta = {
  title: 'Pages/行业资讯',
  component: NewsPage,
  parameters: {
    route: '/news/index',
    // What apps/portal's route table sets for /news/index, the one route that shows the breadcrumb bar.
    breadcrumb: [
      { name: '首页', path: '/home' },
      { name: '艺术之友', path: '/workstation' },
      { name: '行业资讯', path: '/news/index' },
    ],
  },
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toBeVisible();
    await expectShown(canvas, '2026亚洲数字艺术展在云端开幕');
    await goToPage(canvas, 2);
    await expectShown(canvas, '数字绘画入门：从一支笔刷开始');
  },
};

export const SearchWithoutResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '2026亚洲数字艺术展在云端开幕');
    await userEvent.type(canvas.getByRole('searchbox'), '不存在的关键词{Enter}');
    await expectEmpty(canvas);
  },
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

/** Tabbing into 关键词 shows where the focus is: the field has no border of its own that could change colour. */
export const SearchFocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: '关键词' });
    // The page's own form, not the header's.
    const form = field.closest('form') as HTMLFormElement;
    await expect(getComputedStyle(form).outlineStyle).toBe('none');
    for (let i = 0; i < 40 && document.activeElement !== field; i += 1) await userEvent.tab();
    await expect(field).toHaveFocus();
    await expect(getComputedStyle(form).outlineStyle).toBe('solid');
    await expect(parseFloat(getComputedStyle(form).outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** Past the last page with a keyword: the way back keeps the keyword. */
export const PageBeyondTheLast: Story = {
  parameters: { route: '/news/index?page=999&keyword=数字' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '第 999 页没有内容，共 1 页');
    await userEvent.click(canvas.getByRole('link', { name: '转到第 1 页' }));
    await expectShown(canvas, '2026亚洲数字艺术展在云端开幕');
    await expect(canvas.getByRole('searchbox')).toHaveValue('数字');
  },
};
