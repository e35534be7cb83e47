import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { PlainText } from './PlainText';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/PlainText',
  component: PlainText,
  parameters: { layout: 'padded' },
  args: {
    text: '作品以传统年画的构图为骨架，加入动态光效与粒子烟花。\n\n创作工具：\n  · Procreate\n  · Blender',
  },
} satisfies Meta<typeof PlainText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a customer typed (an entry's description, a comment): line breaks and indents kept as typed. */
export const Paragraphs: Story = {
  play: async ({ canvas, args }) => {
    const text = canvas.getByText(/作品以传统年画/);
    await expect(text.innerText).toBe(args.text);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(
      4 * parseFloat(getComputedStyle(text).lineHeight),
    );
  },
};

const overlay = '<div style="position:fixed;inset:0;z-index:99999;background:#fff">请重新登录</div>';
const tracker = '<img src="//evil.example/a.png" onerror="window.__pwned = true">';

/**
 * Markup a customer typed is text: the overlay that covered the whole page with a fake 请重新登录, the picture that
 * tracked every visitor, the script: shown as the characters typed, nothing made of them.
 */
export const HostileMarkup: Story = {
  args: { text: `${overlay}\n${tracker}\n<script>window.__pwned = true</script>` },
  play: async ({ canvas, canvasElement, args }) => {
    const text = canvas.getByText(/请重新登录/);
    await expect(text.textContent).toBe(args.text);
    await expect(text.children).toHaveLength(0);
    await expect(canvasElement.querySelector('img, script, [style*="fixed"]')).toBeNull();
    const doc = canvasElement.ownerDocument;
    const corner = doc.elementFromPoint(
      doc.documentElement.clientWidth - 2,
      doc.documentElement.clientHeight - 2,
    );
    await expect(corner === null || !text.contains(corner)).toBe(true);
    const win = doc.defaultView as (Window & { __pwned?: boolean }) | null;
    await expect(win?.__pwned).toBeUndefined();
    const requested = (win?.performance.getEntriesByType('resource') ?? []).map((entry) => entry.name);
    await expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
  },
};

/** A 360 px phone: a long pasted link and a long unbroken word wrap inside the column. */
export const LongLinkOnPhone: Story = {
  args: {
    text: '作品说明见 https://www.bilibili.com/video/BV1xx411c7mD?spm_id_from=333.1007.tianma.1-1-1.click&vd_source=0123456789abcdef\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    const text = canvas.getByText(/作品说明见/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
