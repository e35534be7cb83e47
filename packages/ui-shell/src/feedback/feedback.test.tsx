import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as emptyStories from './EmptyState.stories';
import * as loadingStories from './LoadingIndicator.stories';

const { Active, Idle } = composeStories(loadingStories);
const { Default: Empty } = composeStories(emptyStories);

describe('LoadingIndicator and EmptyState', () => {
  it('shows a named progress bar only while active', () => {
    const { unmount } = render(<Active />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    unmount();
    render(<Idle />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says 暂无数据', () => {
    render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
