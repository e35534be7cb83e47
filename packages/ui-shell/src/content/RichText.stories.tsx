import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import { RichText } from './RichText';

const meta = {
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
