import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { ArticleSkeleton } from './ArticleSkeleton';
import { CardGridSkeleton } from './CardGridSkeleton';
import { ListSkeleton } from './ListSkeleton';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Feedback/Skeletons',
  component: CardGridSkeleton,
  args: { count: 8, ratio: '4 / 3' },
} satisfies Meta<typeof CardGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid of cards while it loads (数字作品, 视频教程). */
export const CardGrid: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(8);
  },
};

/** Wide 16:9 cards (作品征集, 行业资讯). */
export const WideCards: Story = {
  args: { count: 4, ratio: '16 / 9' },
};

/** An article while it loads (资讯详情, 征集详情). */
export const Article: Story = {
  render: () => <ArticleSkeleton />,
};

/** Rows of a list while it loads (行业资讯, 消息). */
export const List: Story = {
  render: () => <ListSkeleton count={3} />,
};

/** A whole page while it loads (消息, until the browser has said who is logged in): the hero band, a title, two lines. */
export const Page: Story = {
  render: () => <PageSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '页面加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The card grid on a 360 px phone: two columns. */
export const PhoneCardGrid: Story = {
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The list on a 360 px phone. */
export const PhoneList: Story = {
  globals: phone360,
  render: () => <ListSkeleton />,
};

/** The page on a 360 px phone: a lower hero band. */
export const PhonePage: Story = {
  globals: phone360,
  render: () => <PageSkeleton />,
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector('.MuiSkeleton-rectangular');
    await expect(band?.getBoundingClientRect().height).toBe(220);
  },
};
