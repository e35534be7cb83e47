import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as heroStories from './PageHero.stories';
import * as pagerStories from './Pager.stories';
import * as sectionStories from './Section.stories';

const { Default: Hero, WithImage } = composeStories(heroStories);
const { Default: Pages, SinglePage, Capped } = composeStories(pagerStories);
const { Default: Titled, Dark } = composeStories(sectionStories);

describe('PageHero', () => {
  it('names the page with its one h1 over decorative generated art', () => {
    const { container } = render(<Hero />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a picture instead of the art when given one, as decoration', () => {
    const { container } = render(<WithImage />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

describe('Pager', () => {
  it('calls onChange with the page chosen', () => {
    const onChange = fn();
    render(<Pages onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '转到第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('stops at the depth of a capped list and asks to narrow it', () => {
    render(<Capped />);
    expect(screen.getByRole('button', { name: '第 834 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: '转到第 835 页' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(
      '列表只能翻到第 834 页（前 10000 条），请用筛选条件或关键词缩小范围',
    );
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<SinglePage />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Section', () => {
  it('is a region named by its heading, linking onwards through the shell router', () => {
    render(<Titled />);
    expect(screen.getByRole('region', { name: '精选作品' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '更多作品 →' })?.getAttribute('href')).toBe('#/artWorks/index');
  });

  it('takes the theme’s band colour when dark', () => {
    render(<Dark />);
    expect(getComputedStyle(screen.getByRole('region', { name: '精选作品' })).backgroundColor).toBe(
      'rgb(11, 15, 26)',
    );
  });
});
