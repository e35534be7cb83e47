import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectBusy, expectEmpty, expectRetryRecovers, expectShown, expectVisibleSoon, phone } from '../../.storybook/plays';
import { answering, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { ArtworkDetailPage } from './ArtworkDetailPage';

const meta = {
  title: 'Pages/作品详情',
  component: ArtworkDetailPage,
  parameters: { route: '/artWorks/detail?id=101' },
} satisfies Meta<typeof ArtworkDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '山海之间' }));
    await expectShown(canvas, '生成算法、数字绘画');
    await expectShown(canvas, '霓虹雨巷');
    await userEvent.click(canvas.getByRole('button', { name: '第 2 张图' }));
    await expect(canvas.getByRole('button', { name: '第 2 张图' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(await within(canvasElement).findByRole('heading', { level: 1, name: '山海之间' }));
  },
};

export const Loading: Story = {
  parameters: { msw: loading('artwork', 'relatedArtworks') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '作品加载中'),
};

export const NoRelatedWorks: Story = {
  parameters: { msw: answering('relatedArtworks', []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '生成算法、数字绘画');
    await expectEmpty(canvas);
  },
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('artwork') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '生成算法、数字绘画'),
};
