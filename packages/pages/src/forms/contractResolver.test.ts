import { emailProblem, passwordProblem, phoneProblem } from '@art-portal/api-client/contract';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contractResolver';

type Registration = { phone: string; code: string; password: string; confirm: string };

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Registration>;

const registrationMessages = {
  phone: { required: '请输入手机号！', rule: phoneProblem },
  code: { required: '请输入短信验证码！' },
  password: { required: '请输入密码！', rule: passwordProblem, untrimmed: true },
  confirm: { untrimmed: true },
} as const;

const resolver = contractResolver<Registration>(
  (c) => c.RegisterRequestSchema,
  registrationMessages,
  ({ password, confirm }) => ({ confirm: confirm === password ? undefined : '两次输入的密码不一致' }),
);

const messagesOf = async (values: Registration) =>
  Object.fromEntries(
    Object.entries((await resolver(values, undefined, options)).errors).map(([name, error]) => [
      name,
      error?.message,
    ]),
  );

describe('contractResolver', () => {
  it("says ui.md's message for each field the contract's schema refuses", async () => {
    await expect(messagesOf({ phone: ' ', code: '', password: '', confirm: '' })).resolves.toEqual({
      phone: '请输入手机号！',
      code: '请输入短信验证码！',
      password: '请输入密码！',
    });
    await expect(
      messagesOf({ phone: '12345', code: '1', password: 'abcdefg', confirm: 'abcdefg' }),
    ).resolves.toEqual({ phone: '手机号格式不正确', password: '密码需同时包含字母和数字' });
    await expect(
      messagesOf({ phone: '13800000001', code: '1', password: 'a1', confirm: 'a1' }),
    ).resolves.toEqual({ password: '密码长度应为6-32位' });
  });

  it('adds the cross-field check and hands the submit trimmed values, passwords as typed', async () => {
    await expect(
      messagesOf({ phone: '13800000001', code: '123456', password: 'Journey2026', confirm: 'Journey2027' }),
    ).resolves.toEqual({ confirm: '两次输入的密码不一致' });
    const passed = await resolver(
      { phone: ' 13800000001 ', code: '123456 ', password: ' Journey2026', confirm: ' Journey2026' },
      undefined,
      options,
    );
    expect(passed).toEqual({
      errors: {},
      values: { phone: '13800000001', code: '123456', password: ' Journey2026', confirm: ' Journey2026' },
    });
  });

  it("says the contract's e-mail rule for a new address, as the server does", async () => {
    const changeEmail = contractResolver<{ email: string; code: string }>((c) => c.UpdateEmailRequestSchema, {
      email: { required: '请输入新邮箱！', rule: emailProblem },
      code: { required: '请输入邮箱验证码！' },
    });
    const check = async (email: string) =>
      (
        await changeEmail({ email, code: '123456' }, undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        })
      ).errors.email?.message;
    await expect(check('')).resolves.toBe('请输入新邮箱！');
    await expect(check('new@example')).resolves.toBe('邮箱格式不正确');
    await expect(check(`${'a'.repeat(64)}@${'b'.repeat(180)}.${'c'.repeat(9)}`)).resolves.toBe(
      '邮箱格式不正确',
    );
    await expect(check(' new@example.com ')).resolves.toBeUndefined();
  });

  it('refuses no more than the server: a login needs no password', async () => {
    const login = contractResolver<{ phone: string; code: string }>((c) => c.LoginBySmsRequestSchema, {});
    const result = await login({ phone: '13800000001', code: '123456' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
  });

  it("still says ui.md's messages when the schema cannot be loaded, and loads it on the next check", async () => {
    let calls = 0;
    const flaky = contractResolver<Registration>((c) => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed to load');
      return c.RegisterRequestSchema;
    }, registrationMessages);
    const refused = await flaky(
      { phone: '', code: '', password: 'abcdefg', confirm: '' },
      undefined,
      options,
    );
    expect(
      Object.fromEntries(Object.entries(refused.errors).map(([name, error]) => [name, error?.message])),
    ).toEqual({
      phone: '请输入手机号！',
      code: '请输入短信验证码！',
      password: '密码需同时包含字母和数字',
    });
    const checked = await flaky(
      { phone: '12345', code: '1', password: 'a1b2c3', confirm: '' },
      undefined,
      options,
    );
    expect(calls).toBe(2);
    expect(checked.errors.phone?.message).toBe('手机号格式不正确');
  });
});
