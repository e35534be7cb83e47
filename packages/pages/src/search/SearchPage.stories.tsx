import { searchPage } from '@art-portal/api-client/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectBusy, expectRetryRecovers, expectShown, phone } from '../../.storybook/plays';
import { answering, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { SearchPage } from './SearchPage';

const meta = {
  title: 'Pages/搜索结果',
  component: SearchPage,
  parameters: { route: '/search?q=数字' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const kindTabs = (root: HTMLElement) => within(within(root).getByRole('navigation', { name: '按类别筛选' }));
const results = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('li'));
const marks = (root: HTMLElement) => [...root.querySelectorAll('mark')].map((mark) => mark.textContent);

/** Every kind for 数字: the tabs with their counts, each result as its kind's card, the words marked. */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '“数字”的搜索结果' })).toBeVisible();
    const tabs = await canvas.findByRole('navigation', { name: '按类别筛选' });
    await expect(within(tabs).getByRole('link', { name: '全部 6' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['作品 2', '征集 1', '展览 1', '资讯 1', '课程 1'])
      await expect(within(tabs).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('status')).toHaveTextContent('共 6 条结果');
    await expect(results(canvasElement)).toHaveLength(6);
    await expect(marks(canvasElement)).toContain('数字艺术');
    const sorts = canvas.getByRole('navigation', { name: '排序' });
    await expect(within(sorts).getByRole('link', { name: '综合' })).toHaveAttribute('aria-current', 'page');
  },
};

/** 作品 narrows the list to the works, and back on the tabs 全部 widens it again. */
export const NarrowToWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 6 条结果');
    await userEvent.click(kindTabs(canvasElement).getByRole('link', { name: '作品 2' }));
    await expectShown(canvas, '共 2 条结果');
    await expect(kindTabs(canvasElement).getByRole('link', { name: '作品 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(results(canvasElement)).toHaveLength(2);
    await userEvent.click(kindTabs(canvasElement).getByRole('link', { name: '全部 6' }));
    await expectShown(canvas, '共 6 条结果');
  },
};

const oneKind = (kind: string, label: string, href: RegExp): Story => ({
  parameters: { route: `/search?q=数字&kind=${kind}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 1 条结果');
    await expect(kindTabs(canvasElement).getByRole('link', { name: `${label} 1` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [card] = canvas.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    await expect(card).toHaveTextContent(label);
    await expect(within(card!).getByRole('link').getAttribute('href')).toMatch(href);
    await expect(marks(card!).length).toBeGreaterThan(0);
  },
});

/** A call for entries: its state and start under the title, linking to 征集详情. */
export const Calls = oneKind('activities', '征集', /\/activity\/detail\?id=/);
/** An exhibition hall: it opens in its exhibition, at that hall. */
export const Halls = oneKind('exhibitions', '展览', /\/cloudExhibition\?id=\d+&hall=/);
/** A news article: its source and date, linking to 资讯详情. */
export const News = oneKind('news', '资讯', /\/news\/detail\?id=/);
/** A course: its lecturer and views, linking to 课程详情. */
export const Courses = oneKind('courses', '课程', /\/education\/course\/detail\?id=/);

/** A work: its artist and date, linking to 作品详情. */
export const Works: Story = {
  parameters: { route: '/search?q=数字&kind=artworks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 2 条结果');
    for (const item of canvas.getAllByRole('listitem').filter((li) => li.querySelector('h2')))
      await expect(within(item).getByRole('link').getAttribute('href')).toMatch(/\/artWorks\/detail\?id=/);
  },
};

/** Nothing matched: it says so and offers the completions as other searches, which search when followed. */
export const NothingFound: Story = {
  parameters: { route: '/search?q=没有这个词' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '没有找到与“没有这个词”相关的内容');
    await expectShown(canvas, '换个关键词，或试试这些：');
    await expect(canvas.queryByRole('navigation', { name: '按类别筛选' })).toBeNull();
    await userEvent.click(await canvas.findByRole('link', { name: '数字艺术' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '“数字艺术”的搜索结果' }),
    ).toBeVisible();
  },
};

/** Nothing matched and nothing completes the query: the newest works instead. */
export const NothingFoundNoSuggestions: Story = {
  parameters: { route: '/search?q=没有这个词', msw: answering('search.suggest', []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '没有找到与“没有这个词”相关的内容');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0));
    for (const heading of canvas.getAllByRole('heading', { level: 3 }))
      await expect(heading.closest('a')?.getAttribute('href')).toMatch(/\/artWorks\/detail\?id=/);
  },
};

const longQuery = `数字${'流光'.repeat(60)}`;

/** A query past 100 characters: only its start is searched, the page says so, and the heading shows that start. */
export const LongQuery: Story = {
  parameters: { route: `/search?q=${encodeURIComponent(longQuery)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '搜索词过长，只按前 100 个字搜索');
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(`“${[...longQuery].slice(0, 100).join('')}…”的搜索结果`);
  },
};

/** A word on very many records: the counts the server stopped at read 1,000+, and the pager says how far it goes. */
export const CappedCounts: Story = {
  parameters: {
    msw: answering('search.list', {
      ...searchPage,
      total: 1000,
      totalCapped: true,
      counts: { artworks: 1000, activities: 12, exhibitions: 3, news: 1000, courses: 40 },
      countsCapped: ['artworks', 'news'],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 1,000+ 条结果');
    const tabs = kindTabs(canvasElement);
    for (const name of ['全部 2,055+', '作品 1,000+', '征集 12', '资讯 1,000+'])
      await expect(tabs.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('列表只能翻到第 84 页');
  },
};

/** No query yet: how to search, and the newest works meanwhile. */
export const Blank: Story = {
  parameters: { route: '/search?q=%20%20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '搜索结果' })).toBeVisible();
    await expectShown(canvas, '输入关键词，搜索作品、征集、展览、资讯与课程');
    await expect(canvas.getByRole('heading', { level: 2, name: '最新作品' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0));
  },
};

/** A kind, an order and a page that do not exist: read as 全部, 综合 and page 1, never an error. */
export const UnknownValues: Story = {
  parameters: { route: '/search?q=数字&kind=users&sort=price&page=-3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 6 条结果');
    await expect(kindTabs(canvasElement).getByRole('link', { name: '全部 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sorts = within(canvas.getByRole('navigation', { name: '排序' }));
    await expect(sorts.getByRole('link', { name: '综合' })).toHaveAttribute('aria-current', 'page');
  },
};

/** 最新 orders by date: the link keeps the query and the kind. */
export const SortLatest: Story = {
  parameters: { route: '/search?q=数字&kind=news' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '共 1 条结果');
    const sorts = within(canvas.getByRole('navigation', { name: '排序' }));
    await expect(sorts.getByRole('link', { name: '最新' })).toHaveAttribute(
      'href',
      `/search?${new URLSearchParams({ q: '数字', kind: 'news', sort: 'latest' }).toString()}`,
    );
    await userEvent.click(sorts.getByRole('link', { name: '最新' }));
    await waitFor(() =>
      expect(sorts.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '共 6 条结果'),
};

export const Loading: Story = {
  parameters: { msw: loading('search.list') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '搜索结果加载中'),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('search.list') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '共 6 条结果'),
};
