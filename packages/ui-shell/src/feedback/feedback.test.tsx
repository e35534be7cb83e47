import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as loadingStories from './LoadingIndicator.stories';

const { Active, Idle } = composeStories(loadingStories);

describe('LoadingIndicator', () => {
  it('shows a named progress bar only while active', () => {
    const { unmount } = render(<Active />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    unmount();
    render(<Idle />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
