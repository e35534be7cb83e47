import { adminCodes } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../src/backoffice/createStaff';
import { totpCode } from '../../src/backoffice/staffTotp';
import { systemActor } from '../../src/backoffice/withAudit';
import { staff } from '../../src/db/schema';
import { demoAdminTotpSecret } from '../../src/seed/demoStaff';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer } from './startBackOffice';

let server: BackOfficeServer;
beforeAll(async () => {
  server = await startBackOffice();
}, 120_000);
afterAll(() => server.close());

/** A code of `secret` that the server has not seen: the next time step's (accepted: clocks may be 30 s apart). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('动态验证码 at login', () => {
  it('asks for the code, refuses a wrong one, takes the right one once', async () => {
    const b = server.browser();
    const asked = await refusal(b.client.session.login({ loginName: 'admin', password: 'Admin2026demo' }));
    expect([asked.code, asked.message]).toEqual([adminCodes.totpNeeded, '请输入动态验证码']);
    const code = totpCode(demoAdminTotpSecret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await refusal(
      b.client.session.login({ loginName: 'admin', password: 'Admin2026demo', totpCode: wrong }),
    );
    expect(refused.message).toBe('动态验证码错误');
    const me = await b.client.session.login({
      loginName: 'admin',
      password: 'Admin2026demo',
      totpCode: code,
    });
    expect(me).toMatchObject({ role: 'admin', totpEnabled: true, totpRequired: false });
    // The same code again (someone who saw it): refused.
    const replay = await refusal(
      server
        .browser()
        .client.session.login({ loginName: 'admin', password: 'Admin2026demo', totpCode: code }),
    );
    expect(replay.message).toBe('动态验证码错误');
  });

  it('never asks for the code before the password is right', async () => {
    const error = await refusal(
      server.browser().client.session.login({ loginName: 'admin', password: 'Wrong2026demo' }),
    );
    expect(error.message).toBe('登录名或密码错误');
  });
});

describe('a new 管理员', () => {
  it('must change the one-time password, then turn on TOTP, before anything else', async () => {
    const { password } = await createStaff(server.db, systemActor, { loginName: 'boss', role: 'admin' });
    const b = server.browser();
    const first = await b.client.session.login({ loginName: 'boss', password });
    expect(first).toMatchObject({ mustChangePassword: true, totpRequired: true, totpEnabled: false });

    const blocked = await refusal(b.client.staff.list({ pageNum: 1, pageSize: 10 }));
    expect([blocked.status, blocked.code, blocked.message]).toEqual([
      403,
      adminCodes.passwordChangeRequired,
      '请先修改初始密码',
    ]);
    expect((await refusal(b.client.session.totpSetup())).code).toBe(adminCodes.passwordChangeRequired);

    const changed = await b.client.session.changePassword({
      oldPassword: password,
      newPassword: 'BossNew2026pw',
    });
    expect(changed).toMatchObject({ mustChangePassword: false, totpRequired: true });
    const noTotp = await refusal(b.client.staff.list({ pageNum: 1, pageSize: 10 }));
    expect([noTotp.status, noTotp.code, noTotp.message]).toEqual([
      403,
      adminCodes.totpSetupRequired,
      '管理员须先启用动态验证码',
    ]);
    expect((await refusal(b.client.dashboard.summary())).code).toBe(adminCodes.totpSetupRequired);

    const setup = await b.client.session.totpSetup();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*boss\?.*secret=[A-Z2-7]{32}/);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}=*$/);
    const wrong = await refusal(
      b.client.session.totpEnable({ code: '000000' === nextCode(setup.secret) ? '111111' : '000000' }),
    );
    expect(wrong.message).toBe('动态验证码错误，请核对手机时间后重试');
    const enabled = await b.client.session.totpEnable({ code: nextCode(setup.secret) });
    expect(enabled).toMatchObject({ totpEnabled: true, totpRequired: false });
    expect((await b.client.staff.list({ pageNum: 1, pageSize: 10 })).total).toBeGreaterThanOrEqual(4);

    const cannot = await refusal(
      b.client.session.totpDisable({ password: 'BossNew2026pw', code: nextCode(setup.secret) }),
    );
    expect(cannot.message).toBe('管理员必须启用动态验证码，不能停用');
    const [row] = await server.db.select().from(staff).where(eq(staff.loginName, 'boss'));
    expect(row?.totpSecret).toBe(setup.secret);
    expect(row?.totpPendingSecret).toBeNull();
  });
});

describe('an 编辑', () => {
  it('may turn TOTP on and off, with the password and a code', async () => {
    const b = await server.sessionFor('editor');
    const setup = await b.client.session.totpSetup();
    const used = totpCode(setup.secret);
    await b.client.session.totpEnable({ code: used });
    expect((await b.client.session.current()).totpEnabled).toBe(true);
    const wrongPassword = await refusal(
      b.client.session.totpDisable({ password: 'Nope2026demo', code: nextCode(setup.secret) }),
    );
    expect(wrongPassword.message).toBe('密码或动态验证码错误');
    // The code that turned it on has been used: it cannot turn it off.
    const replayed = await refusal(b.client.session.totpDisable({ password: 'Admin2026demo', code: used }));
    expect(replayed.message).toBe('密码或动态验证码错误');
    const off = await b.client.session.totpDisable({
      password: 'Admin2026demo',
      code: nextCode(setup.secret),
    });
    expect(off.totpEnabled).toBe(false);
    const log = await (
      await server.sessionFor('admin')
    ).client.audit.operations({
      pageNum: 1,
      pageSize: 10,
      loginName: 'editor',
    });
    expect(log.rows.map((row) => row.action)).toEqual(['停用动态验证码', '启用动态验证码']);
  });
});
