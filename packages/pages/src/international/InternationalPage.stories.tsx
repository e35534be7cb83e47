import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { editorialPages } from '../../.storybook/mocks/storyStates';
import { expectShown, phone } from '../../.storybook/plays';
import { InternationalPage } from './InternationalPage';

const meta = {
  title: 'Pages/国际合作',
  component: InternationalPage,
  parameters: { route: '/international', msw: editorialPages({ international: '国际合作' }) },
} satisfies Meta<typeof InternationalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '国际合作的章节'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '国际合作的章节'),
};
