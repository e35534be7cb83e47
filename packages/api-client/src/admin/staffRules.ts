/** Shortest staff password, in characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

/** Longest staff password, in characters. */
export const STAFF_PASSWORD_MAX_LENGTH = 64;

/** A staff password holds at least one letter and one digit (a JSON Schema `pattern`). */
export const STAFF_PASSWORD_PATTERN = '^(?=[\\s\\S]*[A-Za-z])(?=[\\s\\S]*\\d)';

/** A 登录名: 3–32 letters, digits, `.`, `_` or `-`, starting with a letter (a JSON Schema `pattern`). */
export const LOGIN_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9._-]{2,31}$';

/** Digits of a 动态验证码 (TOTP). */
export const TOTP_CODE_LENGTH = 6;

/** Why a new staff password breaks the rule (Chinese, ready to show), or `null` when it keeps it. */
export function staffPasswordProblem(password: string): string | null {
  const length = Array.from(password).length;
  if (length < STAFF_PASSWORD_MIN_LENGTH || length > STAFF_PASSWORD_MAX_LENGTH)
    return `密码长度应为${STAFF_PASSWORD_MIN_LENGTH}-${STAFF_PASSWORD_MAX_LENGTH}位`;
  if (!new RegExp(STAFF_PASSWORD_PATTERN).test(password)) return '密码需同时包含字母和数字';
  return null;
}

/** Why a 登录名 is not one (Chinese, ready to show), or `null` when it is. */
export function loginNameProblem(loginName: string): string | null {
  return new RegExp(LOGIN_NAME_PATTERN).test(loginName)
    ? null
    : '登录名应为 3-32 位字母、数字、点、下划线或连字符，以字母开头';
}
