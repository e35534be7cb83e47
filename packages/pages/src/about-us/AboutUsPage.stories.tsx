import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { refusing } from '../../.storybook/mocks/storyStates';
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

/** Taken down in the back office (已下线): the server's message and a way home. */
export const Withdrawn: Story = {
  parameters: { msw: refusing('pages.get', '页面已下线') },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '页面已下线'),
};
