import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPicture, samplePicture } from '../internal/storybook/fixtures';
import { phone360 } from '../internal/storybook/phone360';
import { NewsList, type NewsListItem } from './NewsList';

const items: NewsListItem[] = [
  {
    id: 501,
    to: '/news/detail?id=501',
    title: '数字艺术双年展开幕：三百件作品呈现技术与人文的对话',
    summary: '本届双年展以“共生”为主题，汇集来自二十个国家和地区的艺术家，展期持续至明年春季。',
    meta: '艺术周刊 · 2026年3月18日 · 1280 次阅读',
    picture: samplePicture('资讯 1', '#1f4fd1'),
  },
  {
    id: 502,
    to: '/news/detail?id=502',
    title: '高校数字艺术人才培养研讨会在杭州举行',
    summary: '来自三十余所院校的教师围绕课程体系、实践平台与产教融合展开讨论。',
    meta: '教育资讯 · 2026年3月12日 · 846 次阅读',
    picture: samplePicture('资讯 2', '#2e7d32'),
  },
  {
    id: 503,
    to: '/news/detail?id=503',
    title: '生成艺术版权指引发布',
    summary: '指引就算法生成作品的署名、授权与交易作出说明。',
    meta: '政策解读 · 2026年3月2日 · 2310 次阅读',
    picture: samplePicture('资讯 3', '#6a1b9a'),
  },
];

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/NewsList',
  component: NewsList,
  args: { items },
  render: (args) => (
    <Box sx={{ maxWidth: 960, p: 2 }}>
      <NewsList {...args} />
    </Box>
  ),
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 行业资讯: a list of rows, each title an h2 linking to its article; the first two pictures load eagerly. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const title = canvas.getByRole('heading', { level: 2, name: '高校数字艺术人才培养研讨会在杭州举行' });
    await expect(canvas.getByRole('link', { name: '高校数字艺术人才培养研讨会在杭州举行' })).toHaveAttribute(
      'href',
      '#/news/detail?id=502',
    );
    await expect(title).toBeInTheDocument();
    await expect(canvas.getByText('教育资讯 · 2026年3月12日 · 846 次阅读')).toBeInTheDocument();
    const loading = Array.from(canvasElement.querySelectorAll('img'), (img) => img.getAttribute('loading'));
    await expect(loading).toEqual(['eager', 'eager', 'lazy']);
  },
};

/** Under a section's h2 (艺术之友's 行业资讯), the titles are h3. */
export const InASection: Story = {
  args: { headingLevel: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A long summary stops after two lines. */
export const LongSummary: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        summary:
          '本届双年展以“共生”为主题，汇集来自二十个国家和地区的一百二十位艺术家，三百余件作品涵盖交互装置、动态影像、虚拟现实与生成艺术，展期持续至明年春季，并同步推出线上展厅与系列公共教育活动，邀请观众以多种方式参与其中。',
      },
    ],
  },
};

/** A picture that fails leaves the placeholder in its box; the row keeps its text and link. */
export const BrokenPicture: Story = {
  args: { items: [{ ...items[0]!, picture: { src: brokenPicture, srcSet: `${brokenPicture} 480w` } }] },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('link', { name: items[0]!.title })).toBeInTheDocument();
  },
};

/** On a 360 px phone the picture sits above the text and nothing overflows. */
export const Phone: Story = {
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const [row] = canvas.getAllByRole('listitem');
    const img = row?.querySelector('img');
    const heading = canvas.getByRole('heading', { level: 2, name: items[0]!.title });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      img?.getBoundingClientRect().bottom ?? Infinity,
    );
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
