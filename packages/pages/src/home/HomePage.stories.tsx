import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { banners } from '@art-portal/api-client/fixtures';
import {
  expectBusy,
  expectRetryRecovers,
  expectShown,
  expectVisibleSoon,
  findHiddenPlaceholder,
  phone,
} from '../../.storybook/plays';
import { missingPicture } from '../../.storybook/mocks/demoPictures';
import { switchableNetwork } from '../../.storybook/mocks/network';
import { answering, emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { HomePage } from './HomePage';

const meta = {
  title: 'Pages/首页',
  component: HomePage,
  parameters: { route: '/home' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '1,286,430');
    await expectShown(canvas, '山海之间');
    await expectShown(canvas, '2027“数字新春”主题作品征集');
    await expectShown(canvas, '2026亚洲数字艺术展在云端开幕');
    await expectShown(canvas, '数字绘画入门：笔刷与图层');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '山海之间');
    await expect(canvas.queryByRole('link', { name: '数字作品' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /林晓岚/ }));
    await expectVisibleSoon(
      await within(canvasElement.ownerDocument.body).findByRole(
        'menuitem',
        { name: '我的消息' },
        { timeout: 5000 },
      ),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: loading(
      'home.listBanners',
      'artworks.list',
      'activities.list',
      'news.list',
      'courses.list',
      'home.countVisit',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectBusy(canvas, '焦点图加载中');
    await expectBusy(canvas, '最新作品加载中');
  },
};

export const Empty: Story = {
  parameters: {
    msw: [
      ...emptyPage('artworks.list', 'activities.list', 'news.list', 'courses.list'),
      ...answering('home.listBanners', []),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '1,286,430');
    await waitFor(() => expect(canvas.getAllByText('暂无数据')).toHaveLength(5));
  },
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('artworks.list') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '山海之间'),
};

const network = switchableNetwork(
  'home.listBanners',
  'artworks.list',
  'activities.list',
  'news.list',
  'courses.list',
  'home.countVisit',
);

/** The connection drops before the page loads: each part says so with 重试; when it comes back, all of them load by themselves. */
export const BackOnline: Story = {
  parameters: { msw: network.handlers },
  beforeEach: network.goDown,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(5), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('山海之间')).toBeNull();

    network.goUp();
    window.dispatchEvent(new Event('online'));
    await expectShown(canvas, '1,286,430');
    await expectShown(canvas, '山海之间');
    await expectShown(canvas, '2027“数字新春”主题作品征集');
    await expectShown(canvas, '2026亚洲数字艺术展在云端开幕');
    await expectShown(canvas, '数字绘画入门：笔刷与图层');
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();

    // A later reconnect refreshes what is shown, but the visit, counted now, is not counted again. (Whether it was
    // first asked while offline depends on when the page fell idle: once or twice so far, never after this.)
    const banners = network.count('home.listBanners');
    const visits = network.count('home.countVisit');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(network.count('home.listBanners')).toBe(banners + 1));
    // The reconnect asks for every shown query in one go: by the time the page has been read again, a second visit
    // request would have arrived (this fails when the visit is asked again on reconnect).
    await expectShown(canvas, '山海之间');
    await expectShown(canvas, '1,286,430');
    await expect(network.count('home.countVisit')).toBe(visits);
  },
};

const [firstBanner, ...otherBanners] = banners;

/** The first slide's picture (the page's LCP) is gone from storage (404): the slide keeps its size with a quiet placeholder. */
export const BrokenBanner: Story = {
  parameters: {
    msw: answering('home.listBanners', [
      { ...firstBanner!, imageUrl: missingPicture('banner-1') },
      ...otherBanners,
    ]),
  },
  play: async ({ canvasElement }) => {
    const slide = await within(canvasElement).findByRole('group', { name: /^1 \/ 3：/ }, { timeout: 5000 });
    const [box, frame] = [
      (await findHiddenPlaceholder(slide)).getBoundingClientRect(),
      slide.getBoundingClientRect(),
    ];
    await expect(box.height).toBeGreaterThan(200);
    await expect([box.width, box.height]).toEqual([frame.width, frame.height]);
  },
};
