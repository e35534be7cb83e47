import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleArtworks } from '../internal/storybook/fixtures';
import { ArtworkCard } from './ArtworkCard';
import { PagedGrid } from './PagedGrid';
import { phone360 } from '../internal/storybook/phone360';
import { lightness } from '../internal/storybook/lightness';

type Artwork = (typeof sampleArtworks)[number];

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/PagedGrid',
  component: PagedGrid<Artwork>,
  parameters: { layout: 'padded' },
  args: {
    items: sampleArtworks,
    total: 40,
    page: 1,
    pageSize: 8,
    label: '数字作品',
    onPageChange: fn(),
    onRetry: fn(),
    getKey: (item: Artwork) => item.id,
    renderItem: (item: Artwork) => (
      <ArtworkCard
        title={item.title}
        subtitle={item.author}
        cover={item.cover}
        to={`/artWorks/detail?id=${item.id}`}
      />
    ),
  },
} satisfies Meta<typeof PagedGrid<Artwork>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of cards and the pagination. */
export const Items: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: /第 2 页|2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Loading: skeletons in a busy region. */
export const Loading: Story = {
  args: { loading: true, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '数字作品' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing found: 暂无数据 and no pagination. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Failed to load: the message and 重试. */
export const Failed: Story = {
  args: { items: [], error: '服务错误，请稍后重试' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * A 360 px phone, in the middle of a long list (page 15 of 38): cards one under another, and the pagination with
 * its ellipses fits the width; the page does not scroll sideways.
 */
export const Mobile: Story = {
  args: { total: 300, page: 15 },
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    const pager = canvas.getByRole('navigation', { name: '分页导航' });
    await expect(within(pager).getByRole('button', { name: '第 15 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).getByRole('button', { name: '转到第 38 页' })).toBeVisible();
    for (const item of [pager, ...within(pager).getAllByRole('button'), ...canvas.getAllByRole('article')])
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Dark theme: dark cards with light titles, and the current page marked. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    for (const card of canvas.getAllByRole('article'))
      await expect(lightness(getComputedStyle(card).backgroundColor)).toBeLessThan(0.25);
    for (const heading of canvas.getAllByRole('heading'))
      await expect(lightness(getComputedStyle(heading).color)).toBeGreaterThan(0.75);
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  },
};
