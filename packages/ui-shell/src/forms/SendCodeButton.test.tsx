import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendCodeButtonProps } from './SendCodeButton';
import * as stories from './SendCodeButton.stories';

const { Idle } = composeStories(stories);

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SendCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 60 s, ignores clicks meanwhile, then offers 重新发送 and restarts at 60', async () => {
    const onSend = fn<SendCodeButtonProps['onSend']>(() => Promise.resolve());
    render(<Idle onSend={onSend} />);
    await click('获取验证码');
    expect(screen.getByRole('button').textContent).toBe('60s');
    tick(1000);
    expect(screen.getByRole('button').textContent).toBe('59s');
    await click('59s');
    expect(onSend).toHaveBeenCalledTimes(1);
    tick(58_000);
    expect(screen.getByRole('button').textContent).toBe('1s');
    tick(1000);
    expect(screen.getByRole('button').textContent).toBe('重新发送');
    tick(5000);
    expect(screen.getByRole('button').textContent).toBe('重新发送');
    await click('重新发送');
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button').textContent).toBe('60s');
  });

  it('does not count when the send fails or is refused', async () => {
    const failing = fn<SendCodeButtonProps['onSend']>(() =>
      Promise.reject(new Error('服务错误，请稍后重试')),
    );
    const { unmount } = render(<Idle onSend={failing} />);
    await click('获取验证码');
    expect(screen.getByRole('button').textContent).toBe('获取验证码');
    unmount();
    const refusing = fn<SendCodeButtonProps['onSend']>(() => false);
    render(<Idle onSend={refusing} />);
    await click('获取验证码');
    expect(refusing).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('获取验证码');
  });
});
