import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { KeywordSearch } from './KeywordSearch';
import { inkColours } from '../theme/portalPalette';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Forms/KeywordSearch',
  component: KeywordSearch,
  args: { value: '', placeholder: '搜索作品名称或作者', onSearch: fn(), action: '/artWorks/index' },
  // The pages set it on the dark hero band.
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: inkColours.main, p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof KeywordSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; 搜索 sends the keyword typed, trimmed. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '关键词' }), '  光影 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('光影');
    // Without scripts the same form asks for the page with the keyword.
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/artWorks/index');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveAttribute('name', 'keyword');
  },
};

/** The keyword searched for now, from the URL. */
export const WithKeyword: Story = {
  args: { value: '光影' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveValue('光影');
  },
};

/** A long Chinese keyword scrolls inside the field. */
export const LongChineseText: Story = {
  args: { value: '第十二届全国高校数字艺术设计大赛优秀作品巡回展' },
};

/** On a 360 px phone the field fills the width and 搜索 stays beside it. */
export const Phone: Story = {
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
