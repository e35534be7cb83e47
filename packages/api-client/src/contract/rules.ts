/** Shortest password, in characters (code points, as JSON Schema's `minLength` counts). */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest password, in characters. */
export const PASSWORD_MAX_LENGTH = 32;

/** A password holds at least one letter and one digit (a JSON Schema `pattern`). */
export const PASSWORD_PATTERN = '^(?=[\\s\\S]*[A-Za-z])(?=[\\s\\S]*\\d)';

/** A mainland mobile number: 11 digits starting 13–19 (a JSON Schema `pattern`). */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$';

/** Longest e-mail address, in characters (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address: a local part, `@`, and a domain with a dot, no spaces (a JSON Schema `pattern`). */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]{1,180}\\.[^\\s@]{2,63}$';

/** Digits of an SMS code. */
export const SMS_CODE_LENGTH = 6;

/** Digits of an e-mail code. */
export const EMAIL_CODE_LENGTH = 6;

/** The longest texts a customer writes, in characters (the server refuses longer ones). */
export const TEXT_LIMITS = {
  /** A comment on a course. */
  comment: 500,
  /** A homework's text. */
  homework: 5000,
  /** An activity entry's title. */
  entryTitle: 60,
  /** An activity entry's description. */
  entryDescription: 5000,
  /** The real name (姓名) of the verification info. */
  verificationName: 30,
  /** The organisation (认证机构) of the verification info. */
  authOrg: 100,
  /** The student number (学号) of the verification info. */
  studentCode: 50,
} as const;

/** Why a new password breaks the rule (Chinese, ready to show), or `null` when it keeps it. */
export function passwordProblem(password: string): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return `密码长度应为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`;
  if (!new RegExp(PASSWORD_PATTERN).test(password)) return '密码需同时包含字母和数字';
  return null;
}

/** Why a phone number is not one (Chinese, ready to show), or `null` when it is. */
export function phoneProblem(phone: string): string | null {
  return new RegExp(PHONE_PATTERN).test(phone) ? null : '手机号格式不正确';
}

/** Why an e-mail address is not one (Chinese, ready to show), or `null` when it is. */
export function emailProblem(email: string): string | null {
  return Array.from(email).length <= EMAIL_MAX_LENGTH && new RegExp(EMAIL_PATTERN, 'u').test(email)
    ? null
    : '邮箱格式不正确';
}
