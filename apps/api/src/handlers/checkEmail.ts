import { badRequest } from '../http/BusinessError';

const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,180}\.[^\s@]{2,63}$/;

/** The address trimmed and lower-cased, or a refusal when it is not an e-mail address. */
export function checkEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (value.length > 254 || !emailPattern.test(value)) throw badRequest('邮箱格式不正确');
  return value;
}
