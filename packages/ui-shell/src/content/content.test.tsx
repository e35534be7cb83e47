import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import * as viewerStories from './ImageViewer.stories';
import * as pictureStories from './PictureImg.stories';

const { Loaded, Broken } = composeStories(pictureStories);
const { Keyboard } = composeStories(viewerStories);

describe('PictureImg', () => {
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
      const { container } = render(<Loaded />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: '数字作品' }).tagName).toBe('DIV');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
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
