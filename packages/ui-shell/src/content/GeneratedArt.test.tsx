import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './GeneratedArt.stories';

const { Decorative } = composeStories(stories);

describe('GeneratedArt', () => {
  it('draws the same picture for the same seed, another for another seed', () => {
    const first = render(<Decorative />).container.innerHTML;
    const again = render(<Decorative />).container.innerHTML;
    const other = render(<Decorative seed="另一幅" />).container.innerHTML;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('paints with the theme’s art palettes', () => {
    const { container } = render(<Decorative palette="ember" />);
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe('#2a0f12');
  });
});
