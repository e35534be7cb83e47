import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ContentCard.stories';

const { Artwork, TitleOnly } = composeStories(stories);

describe('ContentCard', () => {
  it('is one link to its page through the shell router, holding the picture, badge, title and line', () => {
    render(<Artwork />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('#/artWorks/detail?id=101');
    expect(within(link).getByRole('heading', { level: 3 }).textContent).toBe('城市光影：生成艺术');
    expect(within(link).getByText('数字绘画')).toBeTruthy();
    expect(within(link).getByText('林晓岚 · 院校作品')).toBeTruthy();
    const img = link.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('srcset')).toBe(Artwork.args.picture?.srcSet);
    expect(img?.getAttribute('sizes')).toBe(
      '(max-width: 599.95px) calc(50vw - 24px), (max-width: 1199.95px) 33vw, 270px',
    );
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows neither badge nor line when given none, at the heading level asked for', () => {
    render(<TitleOnly />);
    const link = screen.getByRole('link');
    expect(within(link).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(link.textContent).toBe('城市光影：生成艺术');
  });
});
