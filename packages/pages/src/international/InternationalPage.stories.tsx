import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { expectShown, phone } from '../../.storybook/plays';
import { InternationalPage } from './InternationalPage';

const meta = {
  title: 'Pages/国际合作',
  component: InternationalPage,
  parameters: { route: '/international' },
} satisfies Meta<typeof InternationalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '联合策展与巡展'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '联合策展与巡展'),
};
