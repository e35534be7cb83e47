import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { artwork, demoPicture } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectEmpty,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  findHiddenPlaceholder,
  phone,
} from '../../.storybook/plays';
import { missingPicture } from '../../.storybook/mocks/demoPictures';
import { answering, failingOnce, loading, refusing } from '../../.storybook/mocks/storyStates';
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
    await expectVisibleSoon(
      await within(canvasElement).findByRole('heading', { level: 1, name: '山海之间' }),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: loading('artworks.get', 'artworks.listRelated') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '作品加载中'),
};

export const NoRelatedWorks: Story = {
  parameters: { msw: answering('artworks.listRelated', []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '生成算法、数字绘画');
    await expectEmpty(canvas);
  },
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('artworks.get') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '生成算法、数字绘画'),
};

/** A stale link: the work was removed. The server's reason as the heading, a way back, no 重试 that cannot help. */
export const Missing: Story = {
  parameters: {
    msw: [...refusing('artworks.get', '作品不存在'), ...refusing('artworks.listRelated', '作品不存在')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '作品不存在' }));
    await expect(canvas.getByRole('link', { name: '返回数字作品' })).toHaveAttribute(
      'href',
      '/artWorks/index',
    );
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '其他作品' })).toBeNull();
  },
};

/** A link without an id says the same, instead of an empty 暂无数据. */
export const WithoutId: Story = {
  parameters: { route: '/artWorks/detail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '作品不存在' }));
    await expect(canvas.getByRole('link', { name: '返回数字作品' })).toBeVisible();
    await expect(canvas.queryByText('暂无数据')).toBeNull();
  },
};

/**
 * The storage lost the first and third pictures (404): the large picture (the page's LCP) and the third
 * thumbnail keep their boxes with a quiet placeholder, the large one still named by the title; the second
 * picture still shows when chosen.
 */
export const BrokenCover: Story = {
  parameters: {
    msw: answering('artworks.get', {
      ...artwork,
      cover: missingPicture('artwork-101'),
      images: [
        missingPicture('artwork-101'),
        demoPicture('artwork-101-detail-2'),
        missingPicture('artwork-101-detail-3'),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = await canvas.findByRole('link', { name: '查看大图：山海之间' }, { timeout: 5000 });
    await waitFor(() => expect(zoom.querySelector('img')).toBeNull(), { timeout: 5000 });
    const placeholder = within(zoom).getByRole('img', { name: '山海之间' });
    const box = placeholder.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(200);
    await expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
    const thumbnail = (
      await findHiddenPlaceholder(canvas.getByRole('button', { name: '第 3 张图' }))
    ).getBoundingClientRect();
    await expect([thumbnail.width, thumbnail.height]).toEqual([88, 66]);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 张图' }));
    await waitFor(() => expect(zoom.querySelector('img')).toHaveAttribute('alt', '山海之间'));
  },
};
