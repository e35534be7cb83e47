import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as emptyStories from './EmptyState.stories';
import * as loadingStories from './LoadingIndicator.stories';
import * as toastStories from './ToastStack.stories';

const { Success, ErrorToast, Stacked } = composeStories(toastStories);
const { Active, Idle } = composeStories(loadingStories);
const { Default: Empty } = composeStories(emptyStories);

describe('ToastStack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely and errors and warnings as alerts', () => {
    render(<Stacked />);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      '短信验证码发送成功！',
      '修改成功，请重新登录',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('请检查网络连接');
  });

  it('asks to dismiss each toast after 3000 ms by default', () => {
    const onDismiss = fn();
    render(<Success onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('honours a shorter duration', () => {
    const onDismiss = fn();
    render(<ErrorToast onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onDismiss).toHaveBeenCalledWith('e');
  });
});

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
