import { describe, expect, it } from 'vitest';
import { navFixture } from '../internal/storybook/navFixture';
import { activeNavKey } from './navItems';

describe('activeNavKey', () => {
  it.each([
    ['/home', 'home'],
    ['/artWorks/index', 'artworks'],
    ['/artWorks/detail', 'artworks'],
    ['/activity/product', 'artworks'],
    ['/workstation', 'friends'],
    ['/news/index', 'friends'],
    ['/news/detail', 'friends'],
    ['/cloudExhibition', 'exhibition'],
    ['/education/course/detail', 'education'],
    ['/cooperation/science', 'cooperation'],
    ['/international', 'international'],
    ['/aboutUs', 'about'],
    ['/message', 'home'],
    ['/login', 'home'],
    ['/newsletter', 'home'],
    ['/nowhere', 'home'],
  ])('highlights %s as %s', (path, key) => {
    expect(activeNavKey(navFixture, path)).toBe(key);
  });

  it('highlights nothing without items', () => {
    expect(activeNavKey({ left: [], right: [] }, '/home')).toBeUndefined();
  });
});
