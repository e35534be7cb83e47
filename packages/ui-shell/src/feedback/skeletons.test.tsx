import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Skeletons.stories';

const { CardGrid, WideCards, List, Page } = composeStories(stories);

describe('skeletons', () => {
  it('draws one card per count', () => {
    expect(render(<WideCards />).container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(4);
  });

  it('draws eight cards by default and the rows asked for', () => {
    expect(render(<CardGrid />).container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(8);
    expect(render(<List />).container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(3);
  });

  it('holds a whole page as one busy region named for screen readers', () => {
    render(<Page />);
    const page = screen.getByRole('region', { name: '页面加载中' });
    expect(page.getAttribute('aria-busy')).toBe('true');
    expect(page.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(1);
  });
});
