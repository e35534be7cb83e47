import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './NewsList.stories';

const { Default: News, InASection } = composeStories(stories);

describe('NewsList', () => {
  it('lists each item with its title linking to the article through the shell router, and its line', () => {
    render(<News />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const second = within(rows[1]!);
    expect(second.getByRole('heading', { level: 2 }).textContent).toBe(
      '高校数字艺术人才培养研讨会在杭州举行',
    );
    expect(second.getByRole('link').getAttribute('href')).toBe('#/news/detail?id=502');
    expect(second.getByText('教育资讯 · 2026年3月12日 · 846 次阅读')).toBeTruthy();
  });

  it('loads the first two pictures eagerly, the rest lazily, at the list’s widths', () => {
    const { container } = render(<News />);
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.every((img) => img.getAttribute('sizes') === '(max-width: 600px) 100vw, 240px')).toBe(true);
  });

  it('gives its titles the heading level asked for', () => {
    render(<InASection />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });
});
