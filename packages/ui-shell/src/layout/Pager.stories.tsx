import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { Pager } from './Pager';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Layout/Pager',
  component: Pager,
  args: { page: 1, total: 95, pageSize: 12, onChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight pages, the first shown; choosing another calls `onChange` with its number. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '转到第 2 页' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

/** A page in the middle of many. */
export const Middle: Story = {
  args: { page: 20, total: 480 },
};

/** A list longer than the server pages through: the last page it offers, and a word to narrow the list. */
export const Capped: Story = {
  args: { page: 834, total: 10000, capped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '第 834 页' })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('列表只能翻到第 834 页（前 10000 条）');
  },
};

/** One page or none: no pager at all. */
export const SinglePage: Story = {
  args: { total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  args: { page: 20, total: 480 },
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
