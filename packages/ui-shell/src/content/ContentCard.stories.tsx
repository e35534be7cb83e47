import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPicture, samplePicture } from '../internal/storybook/fixtures';
import { phone360 } from '../internal/storybook/phone360';
import { gridSx } from '../layout/gridSx';
import { inkColours } from '../theme/portalPalette';
import { ContentCard } from './ContentCard';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/ContentCard',
  component: ContentCard,
  args: {
    to: '/artWorks/detail?id=101',
    picture: samplePicture('数字作品', '#1f4fd1'),
    title: '城市光影：生成艺术',
    meta: '林晓岚 · 院校作品',
    badge: '数字绘画',
  },
  render: (args) => (
    <Box sx={{ width: 280, p: 2 }}>
      <ContentCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A work: the badge over the picture, the title as a heading, author and source under it; the card is one link. */
export const Artwork: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /城市光影：生成艺术/ });
    await expect(link).toHaveAttribute('href', '#/artWorks/detail?id=101');
    await expect(canvas.getByRole('heading', { level: 3, name: '城市光影：生成艺术' })).toBeInTheDocument();
    await expect(link).toHaveTextContent('数字绘画');
    await expect(link).toHaveTextContent('林晓岚 · 院校作品');
  },
};

/** A call for works, a news item or a course: a 16 / 9 picture. */
export const Wide: Story = {
  args: {
    to: '/activity/detail?id=1',
    picture: samplePicture('作品征集', '#b5651d'),
    title: '第五届青年数字艺术作品征集',
    badge: '征集中',
    meta: '截止 2026年11月21日 · 128 件参赛作品',
    ratio: '16 / 9',
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('link').querySelector('img');
    await expect(img?.getBoundingClientRect().height).toBeCloseTo(
      ((img?.getBoundingClientRect().width ?? 0) * 9) / 16,
      0,
    );
  },
};

/** On the dark band colour: the card is a faint surface and its text light. */
export const Dark: Story = {
  args: { dark: true },
  render: (args) => (
    <Box sx={{ width: 280, p: 2, bgcolor: inkColours.main }}>
      <ContentCard {...args} />
    </Box>
  ),
};

/** The title alone: no badge, no line under it; a list page's card is an h2. */
export const TitleOnly: Story = {
  args: { badge: undefined, meta: undefined, headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('城市光影：生成艺术');
  },
};

/** A search result: its excerpt under the title, and the words the search matched marked in both. */
export const SearchResult: Story = {
  args: {
    title: '流光溢彩：城市夜景的生成艺术',
    excerpt: '以城市夜景中的流光为素材，用生成艺术的方法重新编排光的轨迹。',
    marked: ['流光', '生成艺术'],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /流光溢彩：城市夜景的生成艺术/ })).toBeVisible();
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['流光', '生成艺术', '流光', '生成艺术']);
  },
};

/** A long Chinese title stops after two lines. */
export const LongTitle: Story = {
  args: { title: '第十二届全国高校数字艺术设计大赛优秀作品巡回展：交互装置、动态影像、虚拟现实与生成艺术' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
  },
};

/** In the first screen the picture loads eagerly; further down, lazily. */
export const Eager: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

/** A picture that fails leaves the placeholder; the card keeps its shape and its link. */
export const BrokenPicture: Story = {
  args: { picture: { src: brokenPicture, srcSet: `${brokenPicture} 480w` } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('link', { name: /城市光影：生成艺术/ })).toBeInTheDocument();
  },
};

/** Cards in the portal's grid, on a 360 px phone: two columns and nothing overflows. */
export const GridOnPhone: Story = {
  globals: phone360,
  render: (args) => (
    <Box sx={{ ...gridSx, p: 2 }}>
      {['#1f4fd1', '#b5651d', '#2e7d32', '#6a1b9a'].map((colour, index) => (
        <ContentCard
          key={colour}
          {...args}
          to={`/artWorks/detail?id=${index + 1}`}
          picture={samplePicture(String(index + 1), colour)}
          title={`数字作品 ${index + 1}`}
        />
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]?.getBoundingClientRect().top).toBe(links[1]?.getBoundingClientRect().top);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
