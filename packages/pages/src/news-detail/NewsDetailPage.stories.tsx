import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoPicture, news } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  findHiddenPlaceholder,
  phone,
} from '../../.storybook/plays';
import { missingPicture } from '../../.storybook/mocks/demoPictures';
import { answering, failingOnce, loading, refusing } from '../../.storybook/mocks/storyStates';
import { NewsDetailPage } from './NewsDetailPage';

const meta = {
  title: 'Pages/资讯详情',
  component: NewsDetailPage,
  parameters: { route: '/news/detail?id=501' },
} satisfies Meta<typeof NewsDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(
      await canvas.findByRole('heading', { level: 1, name: '2026亚洲数字艺术展在云端开幕' }),
    );
    const neighbours = within(canvas.getByRole('navigation', { name: '上一篇和下一篇' }));
    await expectVisibleSoon(
      await neighbours.findByRole('link', { name: '数字艺术人才培养计划第三期开始报名' }),
    );
    await expect(neighbours.getByText('没有了')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  // A cover of its own: a browser may show a larger rendition it has already loaded for another story.
  parameters: { msw: answering('news.get', { ...news, cover: demoPicture('news-501-phone') }) },
  play: async ({ canvasElement }) => {
    await expectShown(within(canvasElement), '三大展厅');
    // The dimmed backdrop is asked for at 40 % of the width: a phone gets the 360 px rendition, not the 480 px one.
    const backdrop = canvasElement.querySelector<HTMLImageElement>('article header img');
    await waitFor(() => expect(backdrop?.currentSrc.replace(/^.*\?/, '')).toBe('x-oss-process=style/small'));
  },
};

export const Loading: Story = {
  parameters: { msw: loading('news.get') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '资讯加载中'),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('news.get') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '三大展厅'),
};

/** A stale link: the news was removed. The server's reason as the heading and a way back, no 重试. */
export const Missing: Story = {
  parameters: { msw: refusing('news.get', '资讯不存在') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '资讯不存在' }));
    await expect(canvas.getByRole('link', { name: '返回行业资讯' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** 分享 on a phone: the dialog takes the whole width, as every portal dialog (ui.md), and 关闭 closes it. */
export const ShareOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '分享' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /^分享「/ });
    await expectVisibleSoon(dialog);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** 分享 read on a phone: 复制链接 comes first, and the QR code is offered to someone nearby, not to "your phone". */
export const ShareOnPhoneCopyFirst: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '分享' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /^分享「/ });
    await expectVisibleSoon(dialog);
    const inDialog = within(dialog);
    await expect(inDialog.queryByText(/在手机上继续浏览/)).toBeNull();
    await expect(inDialog.getByText('请身边的朋友扫码打开本页')).toBeVisible();
    const copy = inDialog.getByRole('button', { name: '复制链接' });
    const code = await inDialog.findByRole('img', { name: '本页链接的二维码' });
    await expect(copy.getBoundingClientRect().bottom).toBeLessThanOrEqual(code.getBoundingClientRect().top);
  },
};

/** 分享 on a computer: the QR code first, to carry the page over to a phone. */
export const ShareOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '分享' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /^分享「/ });
    await expectVisibleSoon(dialog);
    const inDialog = within(dialog);
    await expect(inDialog.getByText('用手机扫描二维码，在手机上继续浏览')).toBeVisible();
    const code = await inDialog.findByRole('img', { name: '本页链接的二维码' });
    const copy = inDialog.getByRole('button', { name: '复制链接' });
    await expect(code.getBoundingClientRect().bottom).toBeLessThanOrEqual(copy.getBoundingClientRect().top);
  },
};

/** The cover behind the title (the page's LCP) is gone from storage (404): the band keeps its dark backdrop with a quiet placeholder. */
export const BrokenCover: Story = {
  parameters: { msw: answering('news.get', { ...news, cover: missingPicture('news-501') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole(
      'heading',
      { level: 1, name: '2026亚洲数字艺术展在云端开幕' },
      { timeout: 5000 },
    );
    const header = title.closest('header');
    if (header === null) throw new Error('The title is not in the header');
    const [box, band] = [
      (await findHiddenPlaceholder(header)).getBoundingClientRect(),
      header.getBoundingClientRect(),
    ];
    await expect([box.width, box.height]).toEqual([band.width, band.height]);
  },
};
