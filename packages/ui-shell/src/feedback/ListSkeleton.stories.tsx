import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListSkeleton } from './ListSkeleton';

const meta = {
  title: 'ui-shell/Feedback/ListSkeleton',
  component: ListSkeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholder cards. */
export const Grid: Story = { args: { variant: 'grid', count: 6 } };

/** Placeholder rows. */
export const List: Story = { args: { variant: 'list', count: 4 } };

/** Dark theme. */
export const Dark: Story = { args: { variant: 'grid' }, globals: { theme: 'dark' } };
