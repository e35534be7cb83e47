import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/AppShell/BackToTop',
  component: BackToTop,
  render: (args) => (
    <Box sx={{ height: '3000px', p: '24px' }}>
      <BackToTop {...args} />
    </Box>
  ),
  parameters: { docs: { story: { height: '240px' } } },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; shown from 200 px of scroll; clicking scrolls back. */
export const AfterScrolling: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const win = canvasElement.ownerDocument.defaultView ?? window;
    win.scrollTo({ top: 0 });
    await expect(canvas.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    win.scrollTo({ top: 199 });
    win.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    win.scrollTo({ top: 200 });
    win.dispatchEvent(new Event('scroll'));
    // The button's code loads on first use: the first showing may wait for Vite to serve it.
    await userEvent.click(await canvas.findByRole('button', { name: '回到顶部' }, { timeout: 5000 }));
    await waitFor(() => expect(win.scrollY).toBe(0));
  },
};

/** From the keyboard: 回到顶部 leaves with the scroll, so the focus goes to the page's first link, not out of the page. */
export const FromTheKeyboard: Story = {
  render: (args) => (
    <Box sx={{ height: '3000px', p: '24px' }}>
      <a href="#top">页首链接</a>
      <BackToTop {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const win = canvasElement.ownerDocument.defaultView ?? window;
    win.scrollTo({ top: 600 });
    win.dispatchEvent(new Event('scroll'));
    const button = await canvas.findByRole('button', { name: '回到顶部' }, { timeout: 5000 });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(win.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: '页首链接' })).toHaveFocus();
  },
};
