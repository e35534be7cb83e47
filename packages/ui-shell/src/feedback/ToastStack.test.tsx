import Modal from '@mui/material/Modal';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toastStories from './ToastStack.stories';

const { Empty, Success, ErrorToast, Stacked } = composeStories(toastStories);

describe('ToastStack', () => {
  // With the stack's chunk already loaded, one `act` flush reveals it, so the fake clock can stay in charge.
  beforeAll(async () => {
    await import('./ToastStackItems');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely and errors and warnings as alerts', async () => {
    render(<Stacked />);
    await act(async () => {});
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      '短信验证码发送成功！',
      '修改成功，请重新登录',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('请检查网络连接');
  });

  it('renders nothing without toasts, and the first toast when it comes', async () => {
    const { container, rerender } = render(<Empty />);
    expect(container.innerHTML).toBe('');
    rerender(<Empty toasts={[{ id: 7, level: 'error', message: '请检查网络连接' }]} />);
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('请检查网络连接');
  });

  it('is announced over an open dialog, which hides the rest of the page from assistive technology', async () => {
    // The stack lives in the app, which is on the page before the dialog opens.
    const { rerender } = render(<Empty />);
    render(
      <Modal open>
        <div role="dialog">个人中心</div>
      </Modal>,
    );
    rerender(<Empty toasts={[{ id: 8, level: 'success', message: '短信验证码发送成功！' }]} />);
    await act(async () => {});
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('短信验证码发送成功！');
    expect(toast.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('asks to dismiss each toast after 3000 ms by default', async () => {
    const onDismiss = fn();
    render(<Success onDismiss={onDismiss} />);
    await act(async () => {});
    screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('honours a shorter duration', async () => {
    const onDismiss = fn();
    render(<ErrorToast onDismiss={onDismiss} />);
    await act(async () => {});
    screen.getByRole('alert');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onDismiss).toHaveBeenCalledWith('e');
  });
});
