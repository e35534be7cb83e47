import type { SmsCodeValues } from './SmsCodeFields';

/** The submit's checks of a phone + SMS code form. */
export function smsCodeErrors({ phone, code }: SmsCodeValues): { phone: string | null; code: string | null } {
  return {
    phone: phone.trim() === '' ? '请输入手机号！' : null,
    code: code.trim() === '' ? '请输入短信验证码！' : null,
  };
}
