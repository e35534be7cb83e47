import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as stories from './Countdown.stories';

const { Running, Ended, TimeUnknown } = composeStories(stories);

describe('Countdown', () => {
  it('shows the deadline as given, machine-readable, and the time left with two digits a unit', () => {
    const { container } = render(<Running />);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T10:00:00.000Z');
    expect(container.querySelector('time')?.textContent).toBe('2026/11/21 GMT+8 18:00');
    const timer = screen.getByRole('timer', { name: '距截止还剩 2 天 2 小时 32 分' });
    expect(timer.textContent).toBe('剩余02天02时32分17秒');
  });

  it('follows the time it is given', () => {
    const { rerender } = render(<Running />);
    rerender(<Running now={new Date('2026-11-21T17:59:59+08:00')} />);
    expect(screen.getByRole('timer', { name: '距截止还剩 0 天 0 小时 0 分' }).textContent).toBe(
      '剩余00天00时00分01秒',
    );
    rerender(<Running now={new Date('2026-11-21T18:00:00+08:00')} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('征集已截止')).toBeTruthy();
  });

  it('says 征集已截止 once the deadline has passed', () => {
    render(<Ended />);
    expect(screen.getByText('征集已截止')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('renders the deadline alone while the time is unknown, as the server does', () => {
    const html = renderToString(<TimeUnknown />);
    expect(html).toContain('2026/11/21 GMT+8 18:00');
    expect(html).not.toContain('role="timer"');
    expect(html).not.toContain('征集已截止');
  });
});
