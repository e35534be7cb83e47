import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './ShareDialog.stories';

const { Desktop } = composeStories(stories);

function clipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ShareDialog', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('names the page shared and shows its link', () => {
    render(<Desktop />);
    expect(screen.getByRole('dialog', { name: '分享「城市光影」' }).textContent).toContain(
      window.location.href,
    );
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    render(<Desktop />);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('asks to copy by hand when the browser refuses', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    render(<Desktop />);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('复制失败，请手动复制地址栏中的链接')).toBeTruthy();
  });
});
