import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import * as cardStories from './ArtworkCard.stories';
import * as gridStories from './PagedGrid.stories';
import * as viewerStories from './ImageViewer.stories';
import * as pictureStories from './ResponsivePicture.stories';

const { Lazy, Priority, WithRenditions, Placeholder, Broken } = composeStories(pictureStories);
const { Items, Loading, Empty, Failed } = composeStories(gridStories);
const { Default: Card } = composeStories(cardStories);
const { Keyboard } = composeStories(viewerStories);

describe('ResponsivePicture', () => {
  it('loads lazily with its intrinsic size, or eagerly with priority', () => {
    render(<Lazy />);
    const lazy = screen.getByRole('img', { name: '数字作品' });
    expect([lazy.getAttribute('loading'), lazy.getAttribute('width'), lazy.getAttribute('height')]).toEqual([
      'lazy',
      '1600',
      '900',
    ]);
    expect(getComputedStyle(lazy.parentElement as HTMLElement).aspectRatio.replace(/\s/g, '')).toBe(
      '1600/900',
    );
    render(<Priority />);
    expect(screen.getAllByRole('img', { name: '数字作品' })[1]?.getAttribute('loading')).toBe('eager');
  });

  it('builds src and srcset from the renditions', () => {
    render(<WithRenditions />);
    const img = screen.getByRole('img', { name: '数字作品' });
    expect(img.getAttribute('src')).toMatch(/#imgmedium$/);
    expect(
      img
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['400w', '800w', '1600w']);
  });

  it('shows only the placeholder without a picture', () => {
    render(<Placeholder />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('replaces a picture that fails to load with a placeholder named by its alt text', () => {
    const { container } = render(<Broken />);
    fireEvent.error(screen.getByRole('img', { name: '数字作品' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '数字作品' }).tagName).toBe('DIV');
  });

  it('tries again with the next picture after a failure', () => {
    const { rerender } = render(<Broken />);
    fireEvent.error(screen.getByRole('img', { name: '数字作品' }));
    rerender(<Broken src="/storage/seed/next.jpg" />);
    expect(screen.getByRole('img', { name: '数字作品' }).getAttribute('src')).toBe('/storage/seed/next.jpg');
  });

  it('sees a picture that failed before React could listen to it', () => {
    const image = HTMLImageElement.prototype;
    const spies = [
      vi.spyOn(image, 'complete', 'get').mockReturnValue(true),
      vi.spyOn(image, 'naturalWidth', 'get').mockReturnValue(0),
      vi.spyOn(image, 'currentSrc', 'get').mockReturnValue('https://example.com/gone.jpg'),
    ];
    try {
      const { container } = render(<Lazy />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: '数字作品' }).tagName).toBe('DIV');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('ArtworkCard', () => {
  it('links the whole card to the detail page', () => {
    render(<Card />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('#/artWorks/detail?id=1');
    expect(screen.getByRole('heading', { name: '数字作品 1' })).toBeTruthy();
  });
});

describe('PagedGrid', () => {
  it('shows the page of items and reports page changes', () => {
    const onPageChange = fn();
    render(<Items onPageChange={onPageChange} />);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    const pages = screen.getByRole('navigation');
    fireEvent.click(within(pages).getByRole('button', { name: /2/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('marks the region busy while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('region', { name: '数字作品' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says 暂无数据 for an empty list, without pagination', () => {
    render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers 重试 when loading failed', () => {
    const onRetry = fn();
    render(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('服务错误，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ImageViewer', () => {
  it('pages with the arrow keys, zooms with + and -, and closes with Escape', async () => {
    const onIndexChange = fn();
    const onClose = fn();
    render(<Keyboard onIndexChange={onIndexChange} onClose={onClose} />);
    const img = await screen.findByRole('img', { name: '数字作品 1' });
    const surface = img.closest('[tabindex="-1"]') ?? img;
    fireEvent.keyDown(surface, { key: 'ArrowLeft' });
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(surface, { key: '+' });
    expect(img.style.transform).toContain('scale(1.5)');
    fireEvent.keyDown(surface, { key: '-' });
    expect(img.style.transform).toContain('scale(1)');
    fireEvent.keyDown(surface, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
