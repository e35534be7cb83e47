import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './sessionExpiry';

describe('createSessionExpiry', () => {
  it('tells every listener of an expiry', () => {
    const expiry = createSessionExpiry();
    const first = vi.fn();
    const second = vi.fn();
    expiry.onExpired(first);
    expiry.onExpired(second);
    expiry.expire();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('keeps an expiry nobody heard for the first listener, once', () => {
    const expiry = createSessionExpiry();
    expiry.expire();
    const late = vi.fn();
    const later = vi.fn();
    expiry.onExpired(late);
    expiry.onExpired(later);
    expect(late).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
  });

  it('stops calling a listener that unsubscribed', () => {
    const expiry = createSessionExpiry();
    const listener = vi.fn();
    expiry.onExpired(listener)();
    expiry.expire();
    expect(listener).not.toHaveBeenCalled();
  });
});
