import { isApiError, type ApiClient, type ApiError } from '@art-portal/api-client';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCustomer } from '../src/admin/reviewCustomer';
import { tokens, verificationCodes } from '../src/db/schema';
import { codeFor, startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let anon: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = server.client();
  await anon.home.countVisit();
});
afterAll(() => server?.close());

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

async function smsCode(api: ApiClient, phone: string): Promise<string> {
  await api.auth.sendSmsCode({ phone, ...(await server.imageCode(api)) });
  return codeFor(server, 'sms', phone);
}

function protectedCalls(api: ApiClient): [string, () => Promise<unknown>][] {
  return [
    ['sendEmailCode', () => api.auth.sendEmailCode({ email: 'a@example.com', code: 'abcd', codeId: 'x' })],
    ['changePassword', () => api.customer.changePassword({ oldPassword: 'a1b2c3', newPassword: 'a1b2c3d4' })],
    ['updatePhone', () => api.customer.updatePhone({ phone: '13912345678', code: '123456' })],
    ['updateEmail', () => api.customer.updateEmail({ email: 'a@example.com', code: '123456' })],
    ['getInfo', () => api.customer.getInfo()],
    [
      'updateInfo',
      () => api.customer.updateInfo({ name: '某人', authProject: 1, authOrg: '某校', studentCode: '1' }),
    ],
    ['logout', () => api.customer.logout()],
    ['comment', () => api.courses.comment({ courseId: 1, content: '好' })],
    ['checkIn', () => api.courses.checkIn({ courseId: 1 })],
    ['submitHomework', () => api.courses.submitHomework({ courseId: 1, content: '作业', fileUrls: [] })],
    ['attend', () => api.activities.attend({ activityId: 1, title: '作品', description: '', fileUrls: [] })],
    ['messages', () => api.messages.list({ pageNum: 1, pageSize: 10 })],
    ['getSign', () => api.upload.getSign()],
  ];
}

describe('login policy', () => {
  it('answers every login call without a token, or with an unknown one, with 10001', async () => {
    for (const api of [anon, server.client('not-a-real-token')]) {
      await api.home.countVisit();
      for (const [name, call] of protectedCalls(api)) {
        const error = await refusal(call());
        expect({ name, kind: error.kind, code: error.code }).toEqual({
          name,
          kind: 'unauthenticated',
          code: 10001,
        });
      }
    }
  });

  it('stops accepting a token after logout or expiry', async () => {
    const token = await server.login('13800000001');
    const api = server.client(token);
    await api.home.countVisit();
    expect((await api.customer.getInfo()).phone).toBe('13800000001');
    await api.customer.logout();
    expect((await refusal(api.customer.getInfo())).code).toBe(10001);

    const other = await server.login('13800000002');
    const otherApi = server.client(other);
    await otherApi.home.countVisit();
    await server.app.database.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.customerId, 2));
    expect((await refusal(otherApi.customer.getInfo())).code).toBe(10001);
  });
});

describe('anti-forgery', () => {
  it('sets the XSRF-TOKEN cookie and refuses a write whose header does not match it', async () => {
    const first = await fetch(`${server.apiUrl}/portal/home/visit`);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    const authorization = `Bearer ${await server.tokenFor('13800000001')}`;
    const logout = (headers: Record<string, string>) =>
      fetch(`${server.apiUrl}/portal/customer/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization, ...headers },
        body: '{}',
      });
    const refused: Record<string, string>[] = [
      {},
      { cookie: `XSRF-TOKEN=${cookie}` },
      { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': 'other' },
    ];
    for (const headers of refused) {
      const response = await logout(headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: '403',
        msg: expect.stringMatching(/[\u4e00-\u9fa5]/) as unknown,
      });
    }
    const ok = await logout({ cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie ?? '' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { code: number }).code).toBe(200);
  });
});

describe('codes', () => {
  it('gives a one-use SVG image challenge', async () => {
    const challenge = await anon.auth.getImageCode();
    expect(challenge.url).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await refusal(
      anon.auth.sendSmsCode({ phone: '13900000010', code: 'zzzz', codeId: challenge.codeId }),
    );
    expect(wrong.message).toBe('图形验证码错误');
    const reused = await refusal(
      anon.auth.sendSmsCode({ phone: '13900000010', code: 'zzzz', codeId: challenge.codeId }),
    );
    expect(reused.message).toBe('图形验证码已失效，请刷新后重试');
    const badPhone = await refusal(
      anon.auth.sendSmsCode({ phone: '12345', ...(await server.imageCode(anon)) }),
    );
    expect(badPhone.message).toBe('手机号格式不正确');
  });

  it('sends at most one code a minute to a phone and caps sends per client address', async () => {
    await smsCode(anon, '13900000011');
    const again = await refusal(
      anon.auth.sendSmsCode({ phone: '13900000011', ...(await server.imageCode(anon)) }),
    );
    expect({ code: again.code, message: again.message }).toEqual({
      code: 429,
      message: '验证码发送过于频繁，请1分钟后再试',
    });
    const cap = server.config.codeHourlyCapPerIp;
    server.config.codeHourlyCapPerIp = 1;
    try {
      const capped = await refusal(
        anon.auth.sendSmsCode({ phone: '13900000012', ...(await server.imageCode(anon)) }),
      );
      expect(capped.message).toBe('验证码发送次数过多，请1小时后再试');
    } finally {
      server.config.codeHourlyCapPerIp = cap;
    }
  });

  it('caps image challenges per client address, answering like the send cap', async () => {
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    const [fetched] = await server.app.database.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, 'captcha'),
          eq(verificationCodes.ip, '127.0.0.1'),
          gt(verificationCodes.createdAt, hourAgo),
        ),
      );
    const cap = server.config.imageCodeHourlyCapPerIp;
    server.config.imageCodeHourlyCapPerIp = (fetched?.n ?? 0) + 2;
    try {
      await anon.auth.getImageCode();
      await anon.auth.getImageCode();
      const capped = await refusal(anon.auth.getImageCode());
      expect({
        kind: capped.kind,
        status: capped.status,
        code: capped.code,
        message: capped.message,
      }).toEqual({
        kind: 'business',
        status: 200,
        code: 429,
        message: '图形验证码获取次数过多，请1小时后再试',
      });
    } finally {
      server.config.imageCodeHourlyCapPerIp = cap;
    }
    expect((await anon.auth.getImageCode()).url).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('accepts exactly one of ten concurrent sends to one phone', async () => {
    const challenges = [];
    for (let i = 0; i < 10; i += 1) challenges.push(await server.imageCode(anon));
    const results = await Promise.allSettled(
      challenges.map((challenge) => anon.auth.sendSmsCode({ phone: '13900000013', ...challenge })),
    );
    const refused = results.flatMap((r) =>
      r.status === 'rejected' && isApiError(r.reason) ? [r.reason.code] : [],
    );
    expect({ accepted: results.filter((r) => r.status === 'fulfilled').length, refused }).toEqual({
      accepted: 1,
      refused: Array.from({ length: 9 }, () => 429),
    });
    expect((await server.outbox()).filter((e) => e.purpose === 'sms' && e.to === '13900000013')).toHaveLength(
      1,
    );
  });

  it('accepts an SMS code once, and voids it after five wrong tries', async () => {
    const code = await smsCode(anon, '13800000003');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await refusal(anon.auth.loginBySms({ phone: '13800000003', code: wrong }))).message).toBe(
      '短信验证码错误',
    );
    const token = await anon.auth.loginBySms({ phone: '13800000003', code });
    expect(token.expires_in).toBeGreaterThan(0);
    expect((await refusal(anon.auth.loginBySms({ phone: '13800000003', code }))).message).toBe(
      '短信验证码已失效，请重新获取',
    );
    const info = await (await server.ready(token.access_token)).customer.getInfo();
    expect(info).toMatchObject({
      phone: '13800000003',
      name: '张艺然',
      authStatus: 1,
      email: 'zhangyiran@example.com',
    });

    const guessed = await smsCode(anon, '13900000020');
    const wrongOnes = ['000000', '111111', '222222', '333333', '444444', '555555']
      .filter((c) => c !== guessed)
      .slice(0, 5);
    const answers = [];
    for (const attempt of wrongOnes)
      answers.push((await refusal(anon.auth.loginBySms({ phone: '13900000020', code: attempt }))).message);
    expect(answers).toEqual([
      ...Array<string>(4).fill('短信验证码错误'),
      '短信验证码错误次数过多，请重新获取',
    ]);
    expect((await refusal(anon.auth.loginBySms({ phone: '13900000020', code: guessed }))).message).toBe(
      '短信验证码已失效，请重新获取',
    );
  });
});

describe('registration and account changes', () => {
  it('registers, verifies, and tells the customer the review result', async () => {
    const phone = '13900000001';
    const code = await smsCode(anon, phone);
    expect((await refusal(anon.customer.register({ phone, code, password: 'abcdef' }))).message).toBe(
      '密码需同时包含字母和数字',
    );
    const { access_token: token } = await anon.customer.register({ phone, code, password: 'art2026pass' });
    const api = await server.ready(token);
    expect(await api.customer.getInfo()).toEqual({
      name: '',
      phone,
      email: null,
      authProject: null,
      authOrg: null,
      studentCode: null,
      authStatus: null,
    });
    const projects = await api.customer.listProjects();
    expect(projects).toHaveLength(5);
    await api.customer.updateInfo({
      name: '陈小雨',
      authProject: projects[1]?.id ?? 0,
      authOrg: '中央美术学院',
      studentCode: '2025001',
    });
    expect(await api.customer.getInfo()).toMatchObject({
      name: '陈小雨',
      authProject: projects[1]?.id,
      authStatus: 0,
    });
    expect(await reviewCustomer(server.app.database.db, phone, 'fail', '学号无法核验')).toBe(true);
    expect((await api.customer.getInfo()).authStatus).toBe(2);
    const inbox = await api.messages.list({ pageNum: 1, pageSize: 10 });
    expect(inbox.rows[0]).toMatchObject({ title: '认证审核未通过', read: false });
    expect(inbox.rows[0]?.content).toContain('学号无法核验');
    expect((await api.messages.list({ pageNum: 1, pageSize: 10 })).rows[0]?.read).toBe(true);
    const unknownProject = await refusal(
      api.customer.updateInfo({ name: '陈小雨', authProject: 999, authOrg: '', studentCode: '' }),
    );
    expect(unknownProject.message).toBe('认证项目不存在');
  });

  it('refuses SMS login for an unregistered phone, and the code still registers it', async () => {
    const code = await smsCode(anon, '13900000002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await refusal(anon.auth.loginBySms({ phone: '13900000002', code: wrong }))).message).toBe(
      '短信验证码错误',
    );
    expect((await refusal(anon.auth.loginBySms({ phone: '13900000002', code }))).message).toBe(
      '该手机号尚未注册，请先注册',
    );
    const { access_token: token } = await anon.customer.register({
      phone: '13900000002',
      code,
      password: 'art2026pass',
    });
    expect(token).toEqual(expect.any(String));
    expect((await refusal(anon.auth.loginBySms({ phone: '13900000002', code }))).message).toBe(
      '短信验证码已失效，请重新获取',
    );
  });

  it('changes the password, revoking old tokens', async () => {
    const api = await server.ready(await server.tokenFor('13800000004'));
    expect(
      (await refusal(api.customer.changePassword({ oldPassword: 'wrong1', newPassword: 'newpass2026' })))
        .message,
    ).toBe('原密码错误');
    expect(
      (await refusal(api.customer.changePassword({ oldPassword: 'Art2026demo', newPassword: 'short' })))
        .message,
    ).toBe('密码长度应为6-32位');
    await api.customer.changePassword({ oldPassword: 'Art2026demo', newPassword: 'newpass2026' });
    expect((await refusal(api.customer.getInfo())).code).toBe(10001);
  });

  it('changes phone with a code sent to the new phone', async () => {
    const api = await server.ready(await server.tokenFor('13800000002'));
    const code = await smsCode(anon, '13900000003');
    await api.customer.updatePhone({ phone: '13900000003', code });
    expect((await refusal(api.customer.getInfo())).code).toBe(10001);
    const again = await server.ready(await server.tokenFor('13900000003'));
    expect((await again.customer.getInfo()).name).toBe('李文静');
  });

  it('changes e-mail, asking the old address too when there is one', async () => {
    const api = await server.ready(await server.tokenFor('13900000001'));
    await api.auth.sendEmailCode({ email: 'Chen.Xiaoyu@Example.com', ...(await server.imageCode(api)) });
    await api.customer.updateEmail({
      email: 'chen.xiaoyu@example.com',
      code: await codeFor(server, 'email', 'chen.xiaoyu@example.com'),
    });
    expect((await refusal(api.customer.getInfo())).code).toBe(10001);
    const api2 = await server.ready(await server.tokenFor('13800000003'));
    await api2.auth.sendEmailCode({ email: 'zhangyiran@example.com', ...(await server.imageCode(api2)) });
    await api2.auth.sendEmailCode({ email: 'yiran@example.org', ...(await server.imageCode(api2)) });
    const newCode = await codeFor(server, 'email', 'yiran@example.org');
    expect(
      (await refusal(api2.customer.updateEmail({ email: 'yiran@example.org', code: newCode }))).message,
    ).toBe('请输入原邮箱验证码');
    await api2.customer.updateEmail({
      email: 'yiran@example.org',
      code: newCode,
      oldCode: await codeFor(server, 'email', 'zhangyiran@example.com'),
    });
    const after = await server.ready(await server.tokenFor('13800000003'));
    expect((await after.customer.getInfo()).email).toBe('yiran@example.org');
  });

  it('refuses a malformed address with 邮箱格式不正确, whether it is sent a code or bound', async () => {
    const api = await server.ready(await server.tokenFor('13800000004'));
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(180)}.${'c'.repeat(9)}`;
    for (const email of ['chen@example', 'chen xiaoyu@example.com', tooLong]) {
      const send = await refusal(api.auth.sendEmailCode({ email, ...(await server.imageCode(api)) }));
      const update = await refusal(api.customer.updateEmail({ email, code: '123456' }));
      for (const error of [send, update])
        expect({ email, kind: error.kind, code: error.code, message: error.message }).toEqual({
          email,
          kind: 'business',
          code: 400,
          message: '邮箱格式不正确',
        });
    }
    expect((await api.customer.getInfo()).email).toBe('wanghaoyu@example.com');
  });

  it('resets a forgotten password by SMS code', async () => {
    const code = await smsCode(anon, '13800000004');
    await anon.customer.resetPassword({ phone: '13800000004', code, password: 'reset2026x' });
    expect(
      (await refusal(anon.customer.resetPassword({ phone: '13800000004', code, password: 'reset2026x' })))
        .message,
    ).toBe('短信验证码已失效，请重新获取');
  });
});
