import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { ArticleSkeleton } from './ArticleSkeleton';
import { CardGridSkeleton } from './CardGridSkeleton';
import { ListSkeleton } from './ListSkeleton';

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
