// @vitest-environment jsdom
import { selectIsMobile } from '@art-portal/state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalRuntime } from './createPortalRuntime';
import type { PortalSettings } from './PortalSettings';

const settings: PortalSettings = {
  apiBaseUrl: 'http://127.0.0.1:9/api',
  siteName: '数字艺术门户',
  footerLinks: [],
  qrCodeUrl: '',
  copyright: '',
  filingNumber: '',
  filingUrl: '',
};

const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const browseWith = (userAgent: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });

describe('createPortalRuntime: the persisted mobile flag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts as the server guessed, and follows the browser’s User-Agent in a task after mounting', () => {
    browseWith(desktop);
    const runtime = createPortalRuntime(settings, { mobile: true });
    expect(selectIsMobile(runtime.store.getState())).toBe(true);

    const undo = runtime.followDevice(window);
    expect(document.documentElement.classList.contains('mobile')).toBe(false);
    expect(selectIsMobile(runtime.store.getState())).toBe(true);
    vi.runAllTimers();
    expect(selectIsMobile(runtime.store.getState())).toBe(false);
    undo();
  });

  it('records a phone the server took for a desktop', () => {
    browseWith(iphone);
    const runtime = createPortalRuntime(settings, { mobile: false });
    const undo = runtime.followDevice(window);
    vi.runAllTimers();
    expect(selectIsMobile(runtime.store.getState())).toBe(true);
    expect(document.documentElement.classList.contains('mobile')).toBe(true);
    undo();
  });

  it('records nothing once undone before its task, and stops following resizes', () => {
    browseWith(desktop);
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    const runtime = createPortalRuntime(settings, { mobile: true });
    runtime.followDevice(window)();
    vi.runAllTimers();
    expect(selectIsMobile(runtime.store.getState())).toBe(true);

    const fontSize = document.documentElement.style.fontSize;
    Object.defineProperty(window, 'innerWidth', { value: 400, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe(fontSize);
  });
});
