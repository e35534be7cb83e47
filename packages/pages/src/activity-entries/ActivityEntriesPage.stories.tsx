import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityEntries } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectEmpty,
  expectGone,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  goToPage,
  phone,
} from '../../.storybook/plays';
import { missingPicture } from '../../.storybook/mocks/demoPictures';
import { answering, emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { ActivityEntriesPage } from './ActivityEntriesPage';

const meta = {
  title: 'Pages/参赛作品',
  component: ActivityEntriesPage,
  parameters: { route: '/activity/product?id=3' },
} satisfies Meta<typeof ActivityEntriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 14 件参赛作品');
    await goToPage(canvas, 2);
    await expectShown(canvas, /沈星 · 2026.11.15/);
    await expectGone(canvas, /沈星 · 2026.11.07/);
  },
};

/** `entry=` opens one entry over the list. */
export const EntryOpen: Story = {
  parameters: { route: '/activity/product?id=3&entry=3002' },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '灯火里的年' }),
    );
    await expectVisibleSoon(await dialog.findByText(/作者：何苗/));
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '共 14 件参赛作品'),
};

export const Loading: Story = {
  parameters: { msw: loading('activities.listEntries') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '参赛作品加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('activities.listEntries') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('activities.listEntries') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '共 14 件参赛作品'),
};

const editedEntry = activityEntries[1]!;

const overlay =
  '<div style="position:fixed;inset:0;z-index:99999;background:#fff;font-size:48px">请重新登录</div>';
const tracker = '<img src="//evil.example/a.png">';

/**
 * An entry's description is what the entrant typed, and every visitor reads it: markup in it is text. The overlay
 * that covered the whole page with a fake 请重新登录 and the picture that tracked every visitor show as the
 * characters typed; 关闭 can still be pressed. The cover is also one of the entry's files and shows once.
 */
export const EntryWithMarkupInItsDescription: Story = {
  parameters: {
    route: '/activity/product?id=3&entry=3002',
    msw: answering('activities.getEntry', {
      ...editedEntry,
      description: `${overlay}\n${tracker}\n<p>创作工具：<strong>Blender</strong>。</p>`,
      fileUrls: [editedEntry.cover, ...editedEntry.fileUrls],
    }),
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialogElement = await within(doc.body).findByRole('dialog', { name: '灯火里的年' });
    const dialog = within(dialogElement);
    const description = await dialog.findByText(/请重新登录/);
    await expectVisibleSoon(description);
    await expect(description.textContent).toBe(
      `${overlay}\n${tracker}\n<p>创作工具：<strong>Blender</strong>。</p>`,
    );
    await expect(description.children).toHaveLength(0);
    await expect(dialog.getAllByRole('img')).toHaveLength(2);
    const close = dialog.getByRole('button', { name: '关闭' }).getBoundingClientRect();
    const pressed = doc.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2);
    await expect(pressed?.closest('button')?.getAttribute('aria-label')).toBe('关闭');
    const requested =
      doc.defaultView?.performance.getEntriesByType('resource').map((entry) => entry.name) ?? [];
    await expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
  },
};

/** On a phone the entry takes the whole width, as every portal dialog. */
export const EntryOpenOnPhone: Story = {
  globals: phone,
  parameters: { route: '/activity/product?id=3&entry=3002' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '灯火里的年',
    });
    await expectVisibleSoon(await within(dialog).findByText(/作者：何苗/));
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** An entrant's description with a pasted link wraps inside the dialog on a phone instead of scrolling sideways. */
export const EntryWithALinkOnPhone: Story = {
  globals: phone,
  parameters: {
    route: '/activity/product?id=3&entry=3002',
    msw: answering('activities.getEntry', {
      ...editedEntry,
      description:
        '作品说明见 https://www.bilibili.com/video/BV1xx411c7mD?spm_id_from=333.1007.tianma.1-1-1.click&vd_source=0123456789abcdef',
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '灯火里的年',
    });
    await expectVisibleSoon(await within(dialog).findByText(/作品说明见/));
    const content = dialog.querySelector('.MuiDialogContent-root');
    await expect(content?.scrollWidth).toBeLessThanOrEqual(content?.clientWidth ?? 0);
  },
};

/** An entry whose picture the storage lost (404): a quiet placeholder named as the picture, not the broken-image icon. */
export const EntryWithABrokenPicture: Story = {
  parameters: {
    route: '/activity/product?id=3&entry=3002',
    msw: answering('activities.getEntry', {
      ...editedEntry,
      cover: missingPicture('entry-3002'),
      fileUrls: [missingPicture('entry-3002')],
    }),
  },
  play: async ({ canvasElement }) => {
    const dialogElement = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '灯火里的年',
    });
    const dialog = within(dialogElement);
    await expectVisibleSoon(await dialog.findByText(/作者：何苗/));
    await waitFor(() => expect(dialogElement.querySelector('img')).toBeNull(), { timeout: 5000 });
    const placeholder = dialog.getByRole('img', { name: '灯火里的年（1）' });
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};
