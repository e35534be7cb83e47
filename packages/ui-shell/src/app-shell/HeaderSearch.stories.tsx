import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { suggestFixture } from '../internal/storybook/suggestFixture';
import { HeaderSearch } from './HeaderSearch';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/AppShell/HeaderSearch',
  component: HeaderSearch,
  args: { placement: 'bar', action: '/search', suggest: suggestFixture, onSearched: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, bgcolor: 'grey.100', minHeight: 320 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The suggestions' code loads on first focus: the first list may wait for Vite to serve it. */
const firstLoad = { timeout: 5000 };

/** Empty: a plain GET form to the results page, with the query as `q`, a combobox that shows no list yet. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('combobox', { name: '搜索关键词' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('name', 'q');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('action', '/search');
    await expect(canvas.getByRole('search', { name: '站内搜索' })).toBeInTheDocument();
  },
};

/** On the results page the box starts from the query searched. */
export const WithQuery: Story = {
  args: { value: '流光' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '搜索关键词' })).toHaveValue('流光');
  },
};

/** Typing shows the completions in a listbox, and a status line says how many. */
export const Typing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '搜索关键词' }), '数字');
    const list = await canvas.findByRole('listbox', { name: '搜索建议' }, firstLoad);
    await expect(list.querySelectorAll('[role="option"]')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 条搜索建议');
  },
};

/** ↓ and ↑ move through the options while typing stays in the box; Escape closes the list; Enter searches. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox', { name: '搜索关键词' });
    await userEvent.type(box, '流光');
    await canvas.findByRole('listbox', {}, firstLoad);
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: /流光之境/ });
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /流光溢彩/ }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearched).toHaveBeenCalledWith('流光之境');
  },
};

/** A word nothing completes: no list, and the box stays a search form. */
export const NoSuggestions: Story = {
  args: { suggest: () => Promise.resolve([]) },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox', { name: '搜索关键词' });
    await userEvent.type(box, '无此作品');
    await waitFor(() => expect(canvas.getByRole('status')).toBeInTheDocument(), firstLoad);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearched).toHaveBeenCalledWith('无此作品');
  },
};

/** In the phone's drawer: the list sits below the box, in the drawer's flow. */
export const InTheDrawer: Story = {
  args: { placement: 'drawer' },
  decorators: [
    (Story) => (
      <Box sx={{ width: 240, bgcolor: 'background.paper' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '搜索关键词' }), '流光');
    const list = await canvas.findByRole('listbox', {}, firstLoad);
    await expect(getComputedStyle(list).position).toBe('static');
  },
};
