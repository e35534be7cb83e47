import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { editorialPages } from '../../.storybook/mocks/storyStates';
import { expectShown, phone } from '../../.storybook/plays';
import { CultivatePage } from './CultivatePage';

const meta = {
  title: 'Pages/人才培养',
  component: CultivatePage,
  parameters: { route: '/education/cultivate', msw: editorialPages({ cultivate: '人才培养' }) },
} satisfies Meta<typeof CultivatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '人才培养的章节'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '人才培养的章节'),
};
