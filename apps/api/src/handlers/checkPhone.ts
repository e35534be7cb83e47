import { badRequest } from '../http/BusinessError';

const phonePattern = /^1[3-9]\d{9}$/;

/** The phone number trimmed, or a refusal when it is not a mainland mobile number. */
export function checkPhone(phone: string): string {
  const value = phone.trim();
  if (!phonePattern.test(value)) throw badRequest('手机号格式不正确');
  return value;
}
