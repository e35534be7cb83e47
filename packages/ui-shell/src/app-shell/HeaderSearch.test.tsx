import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellRouterProvider } from '../router/ShellRouterContext';
import { useMemoryShellRouter } from '../router/useMemoryShellRouter';
import { HeaderSearch } from './HeaderSearch';
import type { SearchSuggest } from './SearchSuggest';

function Router({ onNavigate, children }: { onNavigate: (to: string) => void; children: ReactNode }) {
  const router = useMemoryShellRouter('/home', onNavigate);
  return <ShellRouterProvider router={router}>{children}</ShellRouterProvider>;
}

function renderSearch(suggest: SearchSuggest) {
  const onNavigate = vi.fn();
  render(
    <Router onNavigate={onNavigate}>
      <HeaderSearch placement="bar" action="/search" suggest={suggest} />
    </Router>,
  );
  return { onNavigate, box: screen.getByRole('combobox', { name: '搜索关键词' }) };
}

const type = (box: HTMLElement, value: string) => {
  fireEvent.change(box, { target: { value } });
};

describe('HeaderSearch', () => {
  // The suggestions' code loads on first focus. Transformed here first, so that its first load in a test is not a
  // cold transform on a loaded machine (CI's took more than the 5 s a find waits).
  beforeAll(() => import('./SearchSuggestions'), 60_000);

  it('searches the trimmed words in the app, and asks nothing for a blank box', () => {
    const suggest = vi.fn<SearchSuggest>(() => Promise.resolve([]));
    const { onNavigate, box } = renderSearch(suggest);
    type(box, '   ');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onNavigate).not.toHaveBeenCalled();
    type(box, ' 流光 & 数字 ');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onNavigate).toHaveBeenCalledWith(`/search?q=${encodeURIComponent('流光 & 数字')}`);
  });

  it('loads its suggestions on first focus only, and aborts a request a newer keystroke made stale', async () => {
    const signals: AbortSignal[] = [];
    const suggest = vi.fn<SearchSuggest>((keyword, signal) => {
      signals.push(signal);
      return keyword === '流光'
        ? Promise.resolve([{ text: '流光之境', kind: '作品' }])
        : new Promise(() => undefined);
    });
    const { box } = renderSearch(suggest);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      box.focus();
      await Promise.resolve();
    });
    fireEvent.focus(box);
    await screen.findByRole('status');
    type(box, '流');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(1));
    type(box, '流光');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    const option = await screen.findByRole('option', { name: /流光之境/ });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(option.closest('[role="listbox"]')?.id);
  });

  it('searches the option chosen with the arrow keys and Enter', async () => {
    const { onNavigate, box } = renderSearch(() =>
      Promise.resolve([
        { text: '数字艺术', kind: '资讯' },
        { text: '数字绘画入门', kind: '课程' },
      ]),
    );
    await act(async () => {
      box.focus();
      await Promise.resolve();
    });
    fireEvent.focus(box);
    await screen.findByRole('status');
    type(box, '数字');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /数字绘画入门/ }).id,
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /数字艺术/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith(`/search?q=${encodeURIComponent('数字艺术')}`);
  });
});
