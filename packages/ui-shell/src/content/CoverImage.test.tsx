import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './CoverImage.stories';

const { Lazy, Priority, Eager } = composeStories(stories);

describe('CoverImage', () => {
  it('renders the renditions it is given, lazily and at low priority by default', () => {
    render(<Lazy />);
    const img = screen.getByRole('img', { name: '数字作品' });
    expect(img.getAttribute('src')).toBe(Lazy.args.src);
    expect(img.getAttribute('srcset')).toBe(Lazy.args.srcSet);
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 33vw');
    expect([
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
      img.getAttribute('decoding'),
    ]).toEqual(['lazy', 'low', 'async']);
  });

  it('loads eagerly at high priority as the page’s largest picture, eagerly only when merely in the first screen', () => {
    const { unmount } = render(<Priority />);
    const priority = screen.getByRole('img', { name: '数字作品' });
    expect([priority.getAttribute('loading'), priority.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    unmount();
    render(<Eager sizes="220px" />);
    const eager = screen.getByRole('img', { name: '数字作品' });
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', 'auto']);
    expect(eager.getAttribute('sizes')).toBe('220px');
  });

  it('leaves a placeholder named by its alt text when the picture fails', () => {
    const { container } = render(<Lazy />);
    fireEvent.error(screen.getByRole('img', { name: '数字作品' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '数字作品' }).tagName).toBe('DIV');
  });

  it('leaves the placeholder from the start when there is no picture (a search result without a cover)', () => {
    const { container } = render(<Lazy src="" srcSet="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '数字作品' }).tagName).toBe('DIV');
  });
});
