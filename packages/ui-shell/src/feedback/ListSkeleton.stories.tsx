import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListSkeleton } from './ListSkeleton';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Feedback/ListSkeleton',
  component: ListSkeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholders, in a region marked busy. */
const busyWith =
  (count: number): Story['play'] =>
  async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-busy="true"]');
    await expect(region).not.toBeNull();
    await expect(region?.children).toHaveLength(count);
  };

/** Placeholder cards. */
export const Grid: Story = { args: { variant: 'grid', count: 6 }, play: busyWith(6) };

/** Placeholder rows. */
export const List: Story = { args: { variant: 'list', count: 4 }, play: busyWith(4) };

/** Dark theme. */
export const Dark: Story = { args: { variant: 'grid' }, globals: { theme: 'dark' }, play: busyWith(6) };
