import { describe, expect, it } from 'vitest';
import { passwordErrors } from './PasswordFields';
import { smsCodeErrors } from './smsCodeErrors';

describe('login and registration form rules', () => {
  it('asks for the phone and the SMS code', () => {
    expect(smsCodeErrors({ phone: ' ', imgCode: '', code: '' })).toEqual({
      phone: '请输入手机号！',
      code: '请输入短信验证码！',
    });
    expect(smsCodeErrors({ phone: '13800000001', imgCode: '', code: '123456' })).toEqual({
      phone: null,
      code: null,
    });
  });

  it('applies the password rule and the confirmation of ui.md', () => {
    expect(passwordErrors({ password: '', confirm: '' }).password).toBe('请输入密码！');
    expect(passwordErrors({ password: 'a1', confirm: 'a1' }).password).toBe('密码长度应为6-32位');
    expect(passwordErrors({ password: 'abcdefg', confirm: 'abcdefg' }).password).toBe(
      '密码需同时包含字母和数字',
    );
    expect(passwordErrors({ password: 'Journey2026', confirm: 'Journey2027' })).toEqual({
      password: null,
      confirm: '两次输入的密码不一致',
    });
    expect(passwordErrors({ password: 'Journey2026', confirm: 'Journey2026' })).toEqual({
      password: null,
      confirm: null,
    });
  });
});
