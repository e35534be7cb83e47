import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Skeletons.stories';

const { CardGrid, WideCards, List } = composeStories(stories);

describe('skeletons', () => {
  it('draws one card per count', () => {
    expect(render(<WideCards />).container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(4);
  });

  it('draws eight cards by default and the rows asked for', () => {
    expect(render(<CardGrid />).container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(8);
    expect(render(<List />).container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(3);
  });
});
