import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inkColours } from '../theme/portalPalette';
import { Countdown } from './Countdown';

const end = new Date('2026-11-21T18:00:00+08:00');

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/Countdown',
  component: Countdown,
  args: { end, endLabel: '2026/11/21 GMT+8 18:00', now: new Date('2026-11-19T15:27:43+08:00') },
  render: (args) => (
    <Box sx={{ p: 2 }}>
      <Countdown {...args} />
    </Box>
  ),
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the deadline: the deadline, then the days, hours, minutes and seconds left (the page ticks `now`). */
export const Running: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z');
    await expect(canvas.getByText('2026/11/21 GMT+8 18:00')).toBeInTheDocument();
    await expect(canvas.getByRole('timer', { name: '距截止还剩 2 天 2 小时 32 分' })).toHaveTextContent(
      '剩余02天02时32分17秒',
    );
  },
};

/** Smaller digits, for a call's row in 作品征集's list. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const digits = canvas.getByText('17');
    await expect(getComputedStyle(digits).fontSize).toBe('18px');
  },
};

/** On the dark band of 征集详情's header. */
export const Dark: Story = {
  args: { dark: true },
  render: (args) => (
    <Box sx={{ p: 2, bgcolor: inkColours.main, color: inkColours.contrastText }}>
      <Countdown {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toBeInTheDocument();
  },
};

/** Compact on the dark band. */
export const CompactDark: Story = {
  ...Dark,
  args: { dark: true, compact: true },
};

/** After the deadline: 征集已截止 instead of the time left. */
export const Ended: Story = {
  args: { now: new Date('2026-11-21T18:00:00+08:00') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('征集已截止')).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Before the browser knows the time (the server's HTML and its hydration): the deadline alone. */
export const TimeUnknown: Story = {
  args: { now: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026/11/21 GMT+8 18:00')).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByText('征集已截止')).toBeNull();
  },
};
