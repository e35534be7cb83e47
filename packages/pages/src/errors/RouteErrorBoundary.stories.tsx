import { toApiError } from '@art-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectShown, expectVisibleSoon, phone } from '../../.storybook/plays';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * A page that crashes (as on a broken API response) until 重试: React renders a crashed tree twice before the
 * boundary takes over, so it crashes for as long as the boundary's error view is not on screen yet.
 */
function CrashingUntilRetried() {
  if (!document.querySelector('section[aria-label="页面出错"]'))
    throw toApiError(new Error('broken response'));
  return <p>页面内容已恢复</p>;
}

/** A page whose chunk did not download. */
function ChunkMissing(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-3f2a.js');
}

const meta = {
  title: 'Pages/页面出错',
  component: RouteErrorBoundary,
  parameters: { route: '/broken' },
  args: { children: <CrashingUntilRetried /> },
} satisfies Meta<typeof RouteErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A crash shows the catalogue's message and 重试, which renders the page again. */
export const RenderCrash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: '页面出错' });
    await expect(within(region).getByText('服务错误，请稍后重试')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: '重试' }));
    await expectShown(canvas, '页面内容已恢复');
    await expect(canvas.queryByRole('region', { name: '页面出错' })).toBeNull();
  },
};

export const ChunkNotDownloaded: Story = {
  args: { children: <ChunkMissing /> },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: '页面出错' });
    await expect(within(region).getByText('请检查网络连接')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { children: <ChunkMissing /> },
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(await within(canvasElement).findByRole('region', { name: '页面出错' }));
  },
};
