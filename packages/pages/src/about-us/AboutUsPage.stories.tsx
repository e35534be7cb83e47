import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { expectShown, phone } from '../../.storybook/plays';
import { AboutUsPage } from './AboutUsPage';

const meta = {
  title: 'Pages/关于我们',
  component: AboutUsPage,
  parameters: { route: '/aboutUs' },
} satisfies Meta<typeof AboutUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '我们的使命'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '我们的使命'),
};
