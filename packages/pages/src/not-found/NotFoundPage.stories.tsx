import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { expectShown, expectVisibleSoon, phone } from '../../.storybook/plays';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/页面不存在',
  component: NotFoundPage,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: '返回首页' }));
    await expectShown(canvas, '山海之间');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(await within(canvasElement).findByRole('link', { name: '返回首页' }));
  },
};
