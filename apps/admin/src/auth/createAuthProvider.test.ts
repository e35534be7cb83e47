// @vitest-environment node
import { adminCodes } from '@art-portal/api-client/admin';
import { describe, expect, it } from 'vitest';
import { routeRoles } from '../api/routeRoles';
import { envelope, staffMember, mockAdminServer } from '../test/adminServer';
import { accountPaths } from './accountPaths';
import { createAuthProvider } from './createAuthProvider';

const server = mockAdminServer();
const provider = () => createAuthProvider(server.client(), routeRoles);

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { message: string; status: number; body: { code: unknown } };
  }
  throw new Error('expected a rejection');
};

describe('createAuthProvider', () => {
  it('logs in with 登录名 and 密码, and sends the 动态验证码 only once there is one', async () => {
    server.answer('/session/login', envelope(staffMember()));
    const auth = provider();
    await expect(auth.login({ loginName: 'editor', password: 'Admin2026demo' })).resolves.toBeUndefined();
    await auth.login({ loginName: 'admin', password: 'Admin2026demo', totpCode: '123456' });
    expect(server.seen.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/session/login', { loginName: 'editor', password: 'Admin2026demo' }],
      ['POST', '/session/login', { loginName: 'admin', password: 'Admin2026demo', totpCode: '123456' }],
    ]);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ id: '2', fullName: '编辑小王' });
    await expect(auth.getPermissions?.({})).resolves.toBe('editor');
  });

  it('rejects with the server’s message and code: the lockout, the 动态验证码 it asks for', async () => {
    server.answer('/session/login', envelope(null, 429, '账号已锁定，请 15 分钟后再试'));
    const locked = await rejection(provider().login({ loginName: 'editor', password: 'wrong' }));
    expect(locked.message).toBe('账号已锁定，请 15 分钟后再试');

    server.answer('/session/login', envelope(null, adminCodes.totpNeeded, '请输入动态验证码'));
    const needsCode = await rejection(provider().login({ loginName: 'admin', password: 'Admin2026demo' }));
    expect(needsCode.message).toBe('请输入动态验证码');
    expect(needsCode.body.code).toBe(adminCodes.totpNeeded);
  });

  it('sends a one-time password to 修改密码, and a 管理员 without TOTP to its setup', async () => {
    server.answer('/session/login', envelope(staffMember({ mustChangePassword: true })));
    await expect(provider().login({ loginName: 'new', password: 'x' })).resolves.toEqual({
      redirectTo: accountPaths.password,
    });
    server.answer('/session/login', envelope(staffMember({ role: 'admin', totpRequired: true })));
    await expect(provider().login({ loginName: 'admin', password: 'x' })).resolves.toEqual({
      redirectTo: accountPaths.totp,
    });
  });

  it('checks the session with the server: an expired one (401) fails the check', async () => {
    server.answer('/session/current', envelope(staffMember()));
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
    server.answer('/session/current', { code: 401, msg: '登录已过期，请重新登录' }, 401);
    const expired = await rejection(provider().checkAuth({}));
    expect(expired.message).toBe('登录已过期，请重新登录');
  });

  it('logs out on 401 only: a 403 stays logged in, a pending password change goes to its page', async () => {
    const auth = provider();
    await expect(auth.checkError({ status: 401, body: {} })).rejects.toThrow('登录已过期，请重新登录');
    await expect(auth.checkError({ status: 403, body: { code: 403 } })).resolves.toBeUndefined();
    await expect(
      auth.checkError({ status: 403, body: { code: adminCodes.passwordChangeRequired } }),
    ).rejects.toMatchObject({ logoutUser: false, redirectTo: accountPaths.password });
  });

  it('opens a screen to the roles its calls allow (the server’s route table)', async () => {
    server.answer('/session/current', envelope(staffMember()));
    const editor = provider();
    await expect(editor.canAccess?.({ resource: 'staff', action: 'list' })).resolves.toBe(false);
    await expect(editor.canAccess?.({ resource: 'operationLogs', action: 'list' })).resolves.toBe(false);
    await expect(editor.canAccess?.({ resource: 'unknown', action: 'list' })).resolves.toBe(false);

    server.answer('/session/current', envelope(staffMember({ role: 'admin' })));
    const admin = provider();
    await expect(admin.canAccess?.({ resource: 'staff', action: 'list' })).resolves.toBe(true);
    await expect(admin.canAccess?.({ resource: 'staff', action: 'create' })).resolves.toBe(true);
    await expect(admin.canAccess?.({ resource: 'loginLogs', action: 'list' })).resolves.toBe(true);
  });

  it('ends the session on the server at 退出登录', async () => {
    server.answer('/session/logout', envelope(null));
    await provider().logout({});
    expect(server.seen.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/session/logout'],
    ]);
  });
});
