import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PagedList } from './PagedList';

interface NewsItem {
  id: number;
  title: string;
}

const news: NewsItem[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  title: `行业资讯 ${index + 1}`,
}));

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/PagedList',
  component: PagedList<NewsItem>,
  parameters: { layout: 'padded' },
  args: {
    items: news,
    total: 5,
    page: 1,
    pageSize: 10,
    label: '行业资讯',
    onPageChange: fn(),
    getKey: (item: NewsItem) => item.id,
    renderItem: (item: NewsItem) => <Typography>{item.title}</Typography>,
  },
} satisfies Meta<typeof PagedList<NewsItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page: no pagination. */
export const SinglePage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Loading rows: a busy region of placeholder rows, no items and no pagination yet. */
export const Loading: Story = {
  args: { loading: true, items: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The page failed to load: the error's message and 重试, in place of the rows. */
export const Failed: Story = {
  args: { items: [], total: 0, error: '服务错误，请稍后重试', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务错误，请稍后重试');
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Empty list. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
  },
};
