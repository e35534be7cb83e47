import Type, { type Static } from 'typebox';
import { IdSchema, type StaticRequest } from './common';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from './rules';

/** Schema of `AuthStatus`. */
export const AuthStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Null()]);

/** Review state of the verification info: 0 pending review, 1 passed, 2 failed, `null` never submitted. */
export type AuthStatus = Static<typeof AuthStatusSchema>;

/** A phone number the server accepts: see `PHONE_PATTERN`. */
const PhoneSchema = Type.String({ minLength: 1, pattern: PHONE_PATTERN });

/** An e-mail address the server accepts: see `emailProblem`. */
const EmailSchema = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

/** A new password: see `passwordProblem`. */
const NewPasswordSchema = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  pattern: PASSWORD_PATTERN,
});

/** Schema of `UserInfo`. */
export const UserInfoSchema = Type.Object({
  /** Real name as submitted for verification. */
  name: Type.String(),
  /** Phone number. */
  phone: Type.String(),
  /** E-mail address, `null` when none is bound. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** Id of the chosen project, `null` when none. */
  authProject: Type.Union([IdSchema, Type.Null()]),
  /** Organisation, `null` when none. */
  authOrg: Type.Union([Type.String(), Type.Null()]),
  /** Student number, `null` when none. */
  studentCode: Type.Union([Type.String(), Type.Null()]),
  /** Review state of the verification info: 0 pending review, 1 passed, 2 failed, `null` never submitted. */
  authStatus: AuthStatusSchema,
});

/** The logged-in customer, from `customer.getInfo()`. */
export type UserInfo = Static<typeof UserInfoSchema>;

/** Schema of `Project`. */
export const ProjectSchema = Type.Object({
  /** Project id. */
  id: IdSchema,
  /** Display name. */
  projectName: Type.String(),
});

/** A project a customer can be verified for. */
export type Project = Static<typeof ProjectSchema>;

/** Schema of `ImgCode`. */
export const ImgCodeSchema = Type.Object({
  /** Id of the challenge, sent back with the answer. */
  codeId: Type.String(),
  /** A `data:` URL or a picture URL of the challenge image. */
  url: Type.String(),
});

/** An image-code challenge. */
export type ImgCode = Static<typeof ImgCodeSchema>;

/** Schema of `Token`. */
export const TokenSchema = Type.Object({
  /** The bearer token. */
  access_token: Type.String(),
  /** Lifetime in seconds. */
  expires_in: Type.Integer(),
});

/** An access token, returned by login and registration. */
export type Token = Static<typeof TokenSchema>;

/** Schema of `SendSmsCodeRequest` (query). */
export const SendSmsCodeRequestSchema = Type.Object({
  /** Phone number to send the code to. */
  phone: PhoneSchema,
  /** The answer to the image code. */
  code: Type.String({ minLength: 1 }),
  /** The image code's `codeId`. */
  codeId: Type.String({ minLength: 1 }),
});

/** Request of `auth.sendSmsCode()`: sends a 6-digit SMS code, valid 5 minutes. */
export type SendSmsCodeRequest = StaticRequest<typeof SendSmsCodeRequestSchema>;

/** Schema of `SendEmailCodeRequest` (query). */
export const SendEmailCodeRequestSchema = Type.Object({
  /** Address to send the code to (see `emailProblem`). */
  email: EmailSchema,
  /** The answer to the image code. */
  code: Type.String({ minLength: 1 }),
  /** The image code's `codeId`. */
  codeId: Type.String({ minLength: 1 }),
});

/** Request of `auth.sendEmailCode()`: sends a 6-digit e-mail code. */
export type SendEmailCodeRequest = StaticRequest<typeof SendEmailCodeRequestSchema>;

/** Schema of `LoginBySmsRequest` (query). */
export const LoginBySmsRequestSchema = Type.Object({
  /** Phone number. */
  phone: PhoneSchema,
  /** The SMS code. */
  code: Type.String({ minLength: 1 }),
});

/** Request of `auth.loginBySms()`. */
export type LoginBySmsRequest = StaticRequest<typeof LoginBySmsRequestSchema>;

/** Schema of `RegisterRequest`. */
export const RegisterRequestSchema = Type.Object({
  /** Phone number. */
  phone: PhoneSchema,
  /** The SMS code. */
  code: Type.String({ minLength: 1 }),
  /** The new password: 6–32 characters with a letter and a digit (`passwordProblem` says why one is not). */
  password: NewPasswordSchema,
});

/** Request of `customer.register()`. */
export type RegisterRequest = StaticRequest<typeof RegisterRequestSchema>;

/** Schema of `ResetPasswordRequest`. */
export const ResetPasswordRequestSchema = Type.Object({
  /** Phone number. */
  phone: PhoneSchema,
  /** The SMS code. */
  code: Type.String({ minLength: 1 }),
  /** The new password: 6–32 characters with a letter and a digit (`passwordProblem` says why one is not). */
  password: NewPasswordSchema,
});

/** Request of `customer.resetPassword()`. */
export type ResetPasswordRequest = StaticRequest<typeof ResetPasswordRequestSchema>;

/** Schema of `ChangePasswordRequest`. */
export const ChangePasswordRequestSchema = Type.Object({
  /** The current password. */
  oldPassword: Type.String({ minLength: 1 }),
  /** The new password: 6–32 characters with a letter and a digit (`passwordProblem` says why one is not). */
  newPassword: NewPasswordSchema,
});

/** Request of `customer.changePassword()`. */
export type ChangePasswordRequest = StaticRequest<typeof ChangePasswordRequestSchema>;

/** Schema of `UpdatePhoneRequest`. */
export const UpdatePhoneRequestSchema = Type.Object({
  /** The new phone number. */
  phone: PhoneSchema,
  /** The SMS code sent to the new phone. */
  code: Type.String({ minLength: 1 }),
});

/** Request of `customer.updatePhone()`. */
export type UpdatePhoneRequest = StaticRequest<typeof UpdatePhoneRequestSchema>;

/** Schema of `UpdateEmailRequest`. */
export const UpdateEmailRequestSchema = Type.Object({
  /** The new address (see `emailProblem`). */
  email: EmailSchema,
  /** The code sent to the new address. */
  code: Type.String({ minLength: 1 }),
  /** The code sent to the old address; only when an e-mail already exists. */
  oldCode: Type.Optional(Type.String()),
});

/** Request of `customer.updateEmail()`. */
export type UpdateEmailRequest = StaticRequest<typeof UpdateEmailRequestSchema>;

/** Schema of `UpdateInfoRequest`. */
export const UpdateInfoRequestSchema = Type.Object({
  /** Real name (at most `TEXT_LIMITS.verificationName` characters). */
  name: Type.String({ minLength: 1 }),
  /** Id of the chosen project. */
  authProject: IdSchema,
  /** Organisation (at most `TEXT_LIMITS.authOrg` characters). */
  authOrg: Type.String(),
  /** Student number (at most `TEXT_LIMITS.studentCode` characters). */
  studentCode: Type.String(),
});

/** Request of `customer.updateInfo()`: submits the verification info (sets `authStatus` to 0). */
export type UpdateInfoRequest = StaticRequest<typeof UpdateInfoRequestSchema>;
