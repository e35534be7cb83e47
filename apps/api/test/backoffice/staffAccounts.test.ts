import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand, StaffUsageError } from '../../src/backoffice/runStaffCommand';
import { operationLog, staff } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer } from './startBackOffice';

let server: BackOfficeServer;
beforeAll(async () => {
  server = await startBackOffice();
}, 120_000);
afterAll(() => server.close());

const idOf = async (loginName: string) =>
  String((await server.db.select().from(staff).where(eq(staff.loginName, loginName)))[0]?.id);

describe('后台账号', () => {
  it('新建 gives a one-time password that must be changed, and logs it without the password', async () => {
    const admin = await server.sessionFor('admin');
    const created = await admin.client.staff.create({
      loginName: 'wang.li',
      displayName: '王丽',
      role: 'editor',
    });
    expect(created.staff).toMatchObject({
      loginName: 'wang.li',
      displayName: '王丽',
      role: 'editor',
      mustChangePassword: true,
    });
    expect(created.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{16}$/);
    const me = await server
      .browser()
      .client.session.login({ loginName: 'wang.li', password: created.password });
    expect(me.mustChangePassword).toBe(true);

    const [entry] = (
      await admin.client.audit.operations({ pageNum: 1, pageSize: 1, kind: '后台账号', action: '新建' })
    ).rows;
    expect(entry).toMatchObject({
      loginName: 'admin',
      role: 'admin',
      action: '新建',
      kind: '后台账号',
      recordId: created.staff.id,
      before: null,
    });
    expect(entry?.after).toMatchObject({ loginName: 'wang.li', role: 'editor' });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|passwordHash|totpSecret/);
    const again = await refusal(admin.client.staff.create({ loginName: 'wang.li', role: 'reviewer' }));
    expect(again.message).toBe('登录名 wang.li 已存在');
    const bad = await refusal(admin.client.staff.create({ loginName: '王丽', role: 'reviewer' }));
    expect(bad.kind).toBe('business');
  });

  it("保存 a new role ends the account's sessions, logged with before and after", async () => {
    const admin = await server.sessionFor('admin');
    const reviewer = await server.sessionFor('reviewer');
    const saved = await admin.client.staff.update({ id: await idOf('reviewer'), role: 'editor' });
    expect(saved.role).toBe('editor');
    expect((await refusal(reviewer.client.session.current())).status).toBe(401);
    const [entry] = (await admin.client.audit.operations({ pageNum: 1, pageSize: 1, action: '保存' })).rows;
    expect(entry).toMatchObject({ before: { role: 'reviewer' }, after: { role: 'editor' } });
    await admin.client.staff.update({ id: await idOf('reviewer'), role: 'reviewer' });
  });

  it('keeps an active 管理员: none may disable or demote themselves', async () => {
    const admin = await server.sessionFor('admin');
    const self = await idOf('admin');
    expect((await refusal(admin.client.staff.disable({ id: self, disabled: true }))).message).toBe(
      '不能停用自己的账号',
    );
    expect((await refusal(admin.client.staff.update({ id: self, role: 'editor' }))).message).toBe(
      '不能修改角色：自己的账号',
    );
    expect((await refusal(admin.client.staff.resetPassword({ id: self }))).message).toBe(
      '不能重置自己的账号',
    );
  });

  it('重置密码 unlocks, ends sessions and asks for a new password', async () => {
    const admin = await server.sessionFor('admin');
    const editor = await server.sessionFor('editor');
    const { password, staff: account } = await admin.client.staff.resetPassword({ id: await idOf('editor') });
    expect(account.mustChangePassword).toBe(true);
    expect((await refusal(editor.client.session.current())).status).toBe(401);
    const b = server.browser();
    await b.client.session.login({ loginName: 'editor', password });
    await b.client.session.changePassword({ oldPassword: password, newPassword: 'Admin2026demo2' });
    expect((await b.client.dashboard.summary()).recent.map((r) => r.action)).toEqual(['修改密码']);
  });

  it('lists accounts by keyword and role', async () => {
    const admin = await server.sessionFor('admin');
    const page = await admin.client.staff.list({ pageNum: 1, pageSize: 10, keyword: '王', role: 'editor' });
    expect(page.rows.map((row) => row.loginName)).toEqual(['wang.li']);
  });
});

describe('操作日志', () => {
  it('filters by person, kind, action and time', async () => {
    const admin = await server.sessionFor('admin');
    const all = await admin.client.audit.operations({ pageNum: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    const byEditor = await admin.client.audit.operations({ pageNum: 1, pageSize: 100, loginName: 'editor' });
    expect(byEditor.rows.every((row) => row.loginName === 'editor')).toBe(true);
    const future = await admin.client.audit.operations({
      pageNum: 1,
      pageSize: 100,
      from: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(future.total).toBe(0);
    const past = await admin.client.audit.operations({
      pageNum: 1,
      pageSize: 100,
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(past.total).toBe(all.total);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const refusal = async (query: string) => {
      const error = await server.db.execute(query).then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string } },
      );
      return error?.cause?.message;
    };
    // Row triggers fire only for rows: the logs hold some.
    await (
      await server.sessionFor('admin')
    ).client.staff.disable({ id: await idOf('editor'), disabled: false });
    await server
      .browser()
      .client.session.login({ loginName: 'nobody', password: 'x' })
      .catch(() => undefined);
    const rows = () => server.db.select({ n: count() }).from(operationLog);
    const before = await rows();
    expect(before).not.toEqual([{ n: 0 }]);
    for (const query of [
      "update operation_log set action = 'x'",
      'delete from operation_log',
      'truncate operation_log',
      'delete from staff_login_log',
      "update staff_login_log set result = '成功'",
    ])
      expect(await refusal(query)).toMatch(/is append-only: its rows are never changed or deleted/);
    expect(await rows()).toEqual(before);
  });
});

describe('the staff command', () => {
  it("creates production's first account with a one-time password, logged as 命令行", async () => {
    const out = await runStaffCommand(server.db, [
      'create',
      'ops.chief',
      '--role',
      '管理员',
      '--name',
      '运维负责人',
    ]);
    const password = /一次性密码：(\S+)/.exec(out)?.[1] ?? '';
    expect(out).toContain('已创建管理员账号 ops.chief');
    const me = await server.browser().client.session.login({ loginName: 'ops.chief', password });
    expect(me).toMatchObject({
      role: 'admin',
      displayName: '运维负责人',
      mustChangePassword: true,
      totpRequired: true,
    });
    const admin = await server.sessionFor('admin');
    const [entry] = (await admin.client.audit.operations({ pageNum: 1, pageSize: 1, loginName: '命令行' }))
      .rows;
    expect(entry).toMatchObject({
      action: '新建',
      kind: '后台账号',
      staffId: null,
      role: null,
      address: '本机',
    });
    await expect(runStaffCommand(server.db, ['create', 'x1y', '--role', 'boss'])).rejects.toThrow(
      StaffUsageError,
    );
    await expect(runStaffCommand(server.db, ['create', 'ops.chief', '--role', '编辑'])).rejects.toThrow(
      '登录名 ops.chief 已存在',
    );
  });

  it('runs as `pnpm --filter @art-portal/api staff create` against an empty database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-staff-'));
    try {
      const run = spawnSync('pnpm', ['staff', 'create', 'first.admin', '--role', '管理员'], {
        cwd: join(import.meta.dirname, '..', '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.stderr).not.toMatch(/\[staff\]/);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(
        /已创建管理员账号 first\.admin\n一次性密码：[A-Za-z\d]{16}\n首次登录后须修改密码，并启用动态验证码/,
      );
      const usage = spawnSync('pnpm', ['staff', 'create', 'second', '--role', '站长'], {
        cwd: join(import.meta.dirname, '..', '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(usage.status).not.toBe(0);
      expect(usage.stderr).toContain('--role must be 管理员, 编辑 or 审核员');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
