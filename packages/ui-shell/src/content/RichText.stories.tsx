import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import { RichText } from './RichText';
import { phone360 } from '../internal/storybook/phone360';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/RichText',
  component: RichText,
  parameters: { layout: 'padded' },
  args: {
    html: `<h2>行业资讯</h2><p>数字艺术门户 <strong>2026</strong>。</p><p><img src="${svgPicture('图', '#6a1b9a', 400, 200)}" alt="示意图"></p><p><a href="https://example.com/">example.com</a></p>`,
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ordinary article HTML. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '行业资讯' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'example.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(canvas.getByRole('img', { name: '示意图' })).toHaveAttribute('loading', 'lazy');
  },
};

/** Hostile HTML: nothing runs, unsafe links lose their target. */
export const Hostile: Story = {
  args: {
    html: [
      '<p>正文</p>',
      '<script>window.__pwned = true</script>',
      '<img src="x" alt="坏图" onerror="window.__pwned = true">',
      '<a href="javascript:window.__pwned = true">链接</a>',
      '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>',
      '<svg><script>window.__pwned = true</script></svg>',
      '<form action="https://evil.example/"><button>提交</button></form>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const win = canvasElement.ownerDocument.defaultView as (Window & { __pwned?: boolean }) | null;
    await expect(win?.__pwned).toBeUndefined();
    await expect(canvasElement.querySelector('script, iframe, form, [onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a')).not.toHaveAttribute('href');
  },
};

/**
 * Inline styles keep an editor's alignment and emphasis, never a position: the overlay that covered the whole page
 * with a fake 请重新登录 stays a paragraph in the article.
 */
export const HostileStyles: Story = {
  args: {
    html: [
      '<p style="text-align:center;color:#c62828;position:relative;top:-40px">居中的红字</p>',
      '<div style="position:fixed;inset:0;z-index:99999;background:#fff;font-size:48px">请重新登录</div>',
      '<p style="transform:translateY(-200px);margin-top:-999px;background:url(//evil.example/t.png)">正文</p>',
    ].join(''),
  },
  play: async ({ canvas, canvasElement }) => {
    const centred = canvas.getByText('居中的红字');
    await expect(getComputedStyle(centred)).toMatchObject({ textAlign: 'center', color: 'rgb(198, 40, 40)' });
    const article = canvasElement.firstElementChild;
    await expect(article).not.toBeNull();
    if (!article) return;
    for (const block of article.querySelectorAll('*')) {
      const style = getComputedStyle(block);
      await expect([
        block.textContent,
        style.position,
        style.zIndex,
        style.transform,
        style.backgroundImage,
      ]).toEqual([block.textContent, 'static', 'auto', 'none', 'none']);
      await expect(parseFloat(style.marginTop)).toBeGreaterThanOrEqual(0);
    }
    const doc = canvasElement.ownerDocument;
    const corner = doc.elementFromPoint(
      doc.documentElement.clientWidth - 2,
      doc.documentElement.clientHeight - 2,
    );
    await expect(corner === null || !article.contains(corner)).toBe(true);
  },
};

const longLink =
  'https://www.example.com/digital-art-portal/exhibitions/2026/asia-digital-art/online-gallery/hall-3/detail?id=1234567890';

/**
 * A 360 px phone: long Chinese paragraphs, a long unbroken link (as its own text and bare) and a preformatted
 * line all wrap inside the column; nothing makes the page scroll sideways.
 */
export const LongLinkOnPhone: Story = {
  args: {
    html: [
      '<h2>第二届亚洲数字艺术大展暨数字艺术人才培养计划优秀作品巡回展览开幕</h2>',
      '<p>第二届亚洲数字艺术大展暨数字艺术人才培养计划优秀作品巡回展览开幕式在北京国家会议中心隆重举行，并同步线上直播。</p>',
      `<p>详情见：<a href="${longLink}">${longLink}</a></p>`,
      `<p>${longLink}</p>`,
      `<pre>${longLink}</pre>`,
    ].join(''),
  },
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    await expect(canvas.getByRole('link', { name: longLink })).toHaveAttribute('href', longLink);
    const article = canvasElement.firstElementChild;
    await expect(article).not.toBeNull();
    if (!article) return;
    for (const block of article.querySelectorAll('h2, p, a, pre'))
      await expect(block.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
