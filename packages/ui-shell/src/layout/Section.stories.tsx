import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { Section } from './Section';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Layout/Section',
  component: Section,
  args: {
    title: '精选作品',
    id: 'featured',
    more: { label: '更多作品', to: '/artWorks/index' },
    children: <Typography>本周由编辑推荐的八件数字艺术作品。</Typography>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled band named by its heading, with a link onwards. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '精选作品' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '更多作品 →' })).toHaveAttribute(
      'href',
      '#/artWorks/index',
    );
  },
};

/** On the dark band colour, the link in the band's accent. */
export const Dark: Story = {
  args: { dark: true },
};

/** Without a link onwards. */
export const WithoutMore: Story = {
  args: { more: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Nothing in it yet: the heading alone. */
export const Empty: Story = {
  args: { children: null },
};

/** A long Chinese heading wraps; the link stays on one line. */
export const LongChineseText: Story = {
  args: { title: '全国高校数字艺术设计大赛历届获奖作品与评委点评精选合集' },
};

/** On a 360 px phone. */
export const Phone: Story = {
  ...LongChineseText,
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
