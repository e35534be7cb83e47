import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as chipStories from './FilterChips.stories';
import * as searchStories from './KeywordSearch.stories';

const { Selected, Empty: NoOptions } = composeStories(chipStories);
const { Empty, WithKeyword } = composeStories(searchStories);

describe('FilterChips', () => {
  it('presses the chosen option only, 全部 first', () => {
    render(<Selected />);
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]?.textContent).toContain('全部');
    expect(
      buttons
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent),
    ).toEqual(['交互装置']);
  });

  it('offers 全部 alone when there are no options', () => {
    render(<NoOptions />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['全部']);
  });

  it('calls onChange with the id as a string', () => {
    const onChange = fn();
    render(<Selected onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

describe('KeywordSearch', () => {
  it('searches for the trimmed keyword on submit', () => {
    const onSearch = fn();
    render(<Empty onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: '关键词' }), { target: { value: '  光影 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith('光影');
  });

  it('shows the new keyword when the URL’s changes (back and forward)', () => {
    const { rerender } = render(<WithKeyword />);
    rerender(<WithKeyword value="雕塑" />);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: '关键词' }).value).toBe('雕塑');
  });
});
