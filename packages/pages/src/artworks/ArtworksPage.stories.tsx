import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageQuery } from '@art-portal/api-client';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { artworkSummaries, pageOf } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectEmpty,
  expectGone,
  expectRetryRecovers,
  expectShown,
  findHiddenPlaceholder,
  goToPage,
  phone,
} from '../../.storybook/plays';
import { missingPicture } from '../../.storybook/mocks/demoPictures';
import { ok } from '../../.storybook/mocks/envelope';
import { handle } from '../../.storybook/mocks/portalHandlers';
import { answering, emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { ArtworksPage } from './ArtworksPage';

const meta = {
  title: 'Pages/数字作品',
  component: ArtworksPage,
  parameters: { route: '/artWorks/index' },
} satisfies Meta<typeof ArtworksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 28 件作品');
    await goToPage(canvas, 2);
    await expectShown(canvas, '霓虹雨巷（二）');
    await expectGone(canvas, '山海之间');
  },
};

export const FilteredByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 28 件作品');
    await userEvent.click(canvas.getByRole('button', { name: '三维艺术' }));
    await expectShown(canvas, '共 6 件作品');
  },
};

/**
 * A slow answer to another category: a progress bar runs over the works of the previous one and their region
 * is busy, instead of passing for the chosen category's.
 */
export const FilterChangeWhileSlow: Story = {
  parameters: {
    msw: [
      handle('artworks.list', async ({ request }) => {
        const query = (await request.json()) as Partial<PageQuery> & { productType?: string };
        if (query.productType !== undefined) await delay('infinite');
        return ok(pageOf(artworkSummaries, query));
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 28 件作品');
    await userEvent.click(canvas.getByRole('button', { name: '三维艺术' }));
    await expectBusy(canvas, '作品加载中');
    await expect(canvas.getByRole('progressbar', { name: '作品加载中' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '共 28 件作品'),
};

export const Loading: Story = {
  parameters: { msw: loading('artworks.list') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '作品加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('artworks.list') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('artworks.list') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '共 28 件作品'),
};

/** A link to a page past the end (the list shrank, or a typo): not a dead end, a way to the last page. */
export const PageBeyondTheLast: Story = {
  parameters: { route: '/artWorks/index?page=999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '第 999 页没有内容，共 3 页');
    await expect(canvas.queryByText('暂无数据')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '转到第 3 页' }));
    await expectShown(canvas, '青绿新山水（二）');
    await expect(await canvas.findByRole('button', { name: '第 3 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const [firstWork, ...otherWorks] = artworkSummaries;

/** A cover the storage no longer has (404): a quiet placeholder in the card's box, not the broken-image icon. */
export const BrokenCover: Story = {
  parameters: {
    msw: answering('artworks.list', {
      rows: [{ ...firstWork!, cover: missingPicture('artwork-101') }, ...otherWorks.slice(0, 11)],
      total: 28,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 28 件作品');
    const placeholder = await findHiddenPlaceholder(canvas.getByRole('link', { name: /山海之间/ }));
    const shown = canvas.getByRole('link', { name: /霓虹雨巷/ }).querySelector('img');
    const [box, picture] = [placeholder.getBoundingClientRect(), shown?.getBoundingClientRect()];
    await expect(box.height).toBeGreaterThan(100);
    await expect([box.width, box.height]).toEqual([picture?.width, picture?.height]);
  },
};
