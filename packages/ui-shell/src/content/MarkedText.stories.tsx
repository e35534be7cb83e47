import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarkedText } from './MarkedText';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/MarkedText',
  component: MarkedText,
  parameters: { layout: 'padded' },
  args: { text: '流光溢彩：城市夜景的生成艺术', words: ['流光', '生成艺术'] },
  render: (args) => (
    <Typography>
      <MarkedText {...args} />
    </Typography>
  ),
} satisfies Meta<typeof MarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result's title with the words the search matched marked. */
export const Title: Story = {
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['流光', '生成艺术']);
  },
};

/** Latin words match in any case, and the text keeps its own. */
export const LatinAnyCase: Story = {
  args: { text: 'Cyberpunk 2077 与 CYBERPUNK 风格的数字绘画', words: ['cyberpunk'] },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Cyberpunk', 'CYBERPUNK']);
  },
};

/** Markup in a record is text: the script is shown as its characters and never runs. */
export const HostileRecord: Story = {
  args: {
    text: '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">流光',
    words: ['<script>', '流光'],
  },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.textContent).toContain(args.text);
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    const win = canvasElement.ownerDocument.defaultView as (Window & { __pwned?: boolean }) | null;
    await expect(win?.__pwned).toBeUndefined();
  },
};
