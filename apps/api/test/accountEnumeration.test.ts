import { isApiError, type ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let anon: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = await server.ready();
});
afterAll(() => server?.close());

/** The message a call answers with (the success envelope's own when it succeeds). */
async function answer(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => '操作成功',
    (error: unknown) => (isApiError(error) ? error.message : String(error)),
  );
}

async function smsCode(phone: string): Promise<string> {
  await anon.auth.sendSmsCode({ phone, ...(await server.imageCode(anon)) });
  return codeFor(server, 'sms', phone);
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const registered = ['13800000001', '13800000002', '13800000003', '13800000004'];
const unregistered = ['13900000051', '13900000052', '13900000053', '13900000054'];

describe('whether a phone is registered is told only to who holds its SMS code', () => {
  it('answers register and resetPassword without a right code alike for registered and unregistered phones', async () => {
    const probe = async (phone: string, code: string) => ({
      register: await answer(anon.customer.register({ phone, code, password: 'probe2026x' })),
      resetPassword: await answer(anon.customer.resetPassword({ phone, code, password: 'probe2026x' })),
    });
    const noCodeSent = {
      register: '短信验证码已失效，请重新获取',
      resetPassword: '短信验证码已失效，请重新获取',
    };
    for (const phone of [...registered, ...unregistered])
      expect({ phone, ...(await probe(phone, '123456')) }).toEqual({ phone, ...noCodeSent });

    const wrongCode = { register: '短信验证码错误', resetPassword: '短信验证码错误' };
    for (const phone of [registered[0] ?? '', unregistered[0] ?? '']) {
      const code = await smsCode(phone);
      expect({ phone, ...(await probe(phone, otherThan(code))) }).toEqual({ phone, ...wrongCode });
    }
  });

  it('tells the holder of a right code, and keeps that code for the step it points to', async () => {
    const [member = '', stranger = ''] = [registered[1], unregistered[1]];
    const memberCode = await smsCode(member);
    expect(
      await answer(anon.customer.register({ phone: member, code: memberCode, password: 'probe2026x' })),
    ).toBe('该手机号已注册，请直接登录');
    expect((await anon.auth.loginBySms({ phone: member, code: memberCode })).access_token).toEqual(
      expect.any(String),
    );

    const strangerCode = await smsCode(stranger);
    expect(
      await answer(
        anon.customer.resetPassword({ phone: stranger, code: strangerCode, password: 'probe2026x' }),
      ),
    ).toBe('该手机号尚未注册，请先注册');
    expect(
      (await anon.customer.register({ phone: stranger, code: strangerCode, password: 'probe2026x' }))
        .access_token,
    ).toEqual(expect.any(String));
  });

  it("answers a logged-in customer's phone and e-mail changes without a right code alike for taken and free ones", async () => {
    const api = await server.ready(await server.tokenFor(registered[2] ?? ''));
    const taken = { phone: registered[3] ?? '', email: 'wanghaoyu@example.com' };
    const free = { phone: unregistered[2] ?? '', email: 'nobody@example.com' };
    for (const { phone, email } of [taken, free]) {
      expect({ phone, answer: await answer(api.customer.updatePhone({ phone, code: '123456' })) }).toEqual({
        phone,
        answer: '短信验证码已失效，请重新获取',
      });
      expect({
        email,
        answer: await answer(api.customer.updateEmail({ email, code: '123456', oldCode: '123456' })),
      }).toEqual({ email, answer: '邮箱验证码已失效，请重新获取' });
    }

    const code = await smsCode(taken.phone);
    expect(await answer(api.customer.updatePhone({ phone: taken.phone, code }))).toBe(
      '该手机号已被其他账号使用',
    );
    expect((await anon.auth.loginBySms({ phone: taken.phone, code })).access_token).toEqual(
      expect.any(String),
    );
  });
});
