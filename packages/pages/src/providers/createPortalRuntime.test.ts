import { createMemoryStorage, loggedIn, selectIsLoggedIn, TOKEN_KEY } from '@art-portal/state';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A runtime whose every call the server answers with code 10001, the browser's storages in memory. */
function expiredSession() {
  const session = createMemoryStorage();
  const local = createMemoryStorage();
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ code: 10001, msg: '未登录' })));
  const runtime = createPortalRuntime(settings);
  runtime.store.dispatch(loggedIn('revoked-token', { remember: true }));
  const forgotten = vi.spyOn(session, 'removeItem');
  const listMessages = () => runtime.api.messages.list({ pageNum: 1, pageSize: 10 });
  return { runtime, session, local, forgotten, listMessages };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPortalRuntime: a session the server ends', () => {
  it('shows 未登录，请重新登录, forgets the token once, logs out and opens 登录', async () => {
    const { runtime, session, local, forgotten, listMessages } = expiredSession();
    const openLogin = vi.fn();
    runtime.setOpenLogin(openLogin);

    await expect(listMessages()).rejects.toMatchObject({ kind: 'unauthenticated', notified: true });
    expect(runtime.toasts.snapshot()).toEqual([
      expect.objectContaining({ level: 'error', message: '未登录，请重新登录' }),
    ]);
    expect(session.getItem(TOKEN_KEY)).toBeNull();
    expect(local.getItem(TOKEN_KEY)).toBeNull();
    expect(forgotten.mock.calls.filter(([key]) => key === TOKEN_KEY)).toHaveLength(1);
    expect(selectIsLoggedIn(runtime.store.getState())).toBe(false);
    expect(openLogin).toHaveBeenCalledOnce();
  });

  it('opens 登录 through the router handed over last, and through none once that is undone', async () => {
    const { runtime, listMessages } = expiredSession();
    const before = vi.fn();
    const now = vi.fn();
    runtime.setOpenLogin(before)();
    const undo = runtime.setOpenLogin(now);

    await listMessages().catch(() => {});
    expect(before).not.toHaveBeenCalled();
    expect(now).toHaveBeenCalledOnce();

    undo();
    runtime.store.dispatch(loggedIn('revoked-token', { remember: false }));
    await listMessages().catch(() => {});
    expect(now).toHaveBeenCalledOnce();
    expect(selectIsLoggedIn(runtime.store.getState())).toBe(false);
  });
});
