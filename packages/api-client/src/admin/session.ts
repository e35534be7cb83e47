import Type, { type Static } from 'typebox';
import type { StaticRequest } from '../contract/common';
import { StaffRoleSchema } from './staffRoles';
import {
  LOGIN_NAME_PATTERN,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_PATTERN,
  TOTP_CODE_LENGTH,
} from './staffRules';

/** Schema of `StaffMember`. */
export const StaffMemberSchema = Type.Object({
  /** The account's id. */
  id: Type.String(),
  /** 登录名. */
  loginName: Type.String(),
  /** The name shown in the back office (姓名). */
  displayName: Type.String(),
  /** The role. */
  role: StaffRoleSchema,
  /** Whether the account logs in with a 动态验证码 (TOTP). */
  totpEnabled: Type.Boolean(),
  /** True until the one-time password is changed: every call but `session.changePassword` and `session.logout` is refused. */
  mustChangePassword: Type.Boolean(),
  /**
   * True for a 管理员 without TOTP: every call but the session's own (`session.*`) is refused until
   * `session.totpEnable` succeeds.
   */
  totpRequired: Type.Boolean(),
});

/** The logged-in staff member, as the session sees them. */
export type StaffMember = Static<typeof StaffMemberSchema>;

/** A password field of a login (any length the new-password rule allows, and older ones). */
const PasswordSchema = Type.String({ minLength: 1, maxLength: 128 });

/** A 动态验证码. */
export const TotpCodeSchema = Type.String({ pattern: `^\\d{${TOTP_CODE_LENGTH}}$` });

/** Schema of `StaffLoginRequest`. */
export const StaffLoginRequestSchema = Type.Object({
  /** 登录名. */
  loginName: Type.String({ minLength: 1, maxLength: 64 }),
  /** 密码. */
  password: PasswordSchema,
  /** 动态验证码, for an account with TOTP (the first try without it answers {@link adminCodes}.totpNeeded). */
  totpCode: Type.Optional(TotpCodeSchema),
});

/** What 登录 sends. */
export type StaffLoginRequest = StaticRequest<typeof StaffLoginRequestSchema>;

/** A new staff password: the rule of `staffPasswordProblem`. */
export const StaffNewPasswordSchema = Type.String({
  minLength: STAFF_PASSWORD_MIN_LENGTH,
  maxLength: STAFF_PASSWORD_MAX_LENGTH,
  pattern: STAFF_PASSWORD_PATTERN,
});

/** Schema of `StaffChangePasswordRequest`. */
export const StaffChangePasswordRequestSchema = Type.Object({
  /** The current (or one-time) password. */
  oldPassword: PasswordSchema,
  /** The new password. */
  newPassword: StaffNewPasswordSchema,
});

/** What 修改密码 sends. */
export type StaffChangePasswordRequest = StaticRequest<typeof StaffChangePasswordRequestSchema>;

/** Schema of `TotpSetup`. */
export const TotpSetupSchema = Type.Object({
  /** The secret in base32, for typing into an authenticator app by hand. */
  secret: Type.String(),
  /** The `otpauth://totp/…` URI the QR code holds. */
  uri: Type.String(),
  /** The QR code of `uri` as a `data:image/png;base64,…` URL, ready for an `<img>`. */
  qrDataUrl: Type.String(),
});

/** A new, not yet enabled TOTP secret. */
export type TotpSetup = Static<typeof TotpSetupSchema>;

/** Schema of `TotpEnableRequest`. */
export const TotpEnableRequestSchema = Type.Object({
  /** A code of the secret `session.totpSetup` gave, proving the app has it. */
  code: TotpCodeSchema,
});

/** What turning TOTP on sends. */
export type TotpEnableRequest = StaticRequest<typeof TotpEnableRequestSchema>;

/** Schema of `TotpDisableRequest`. */
export const TotpDisableRequestSchema = Type.Object({
  /** The account's password. */
  password: PasswordSchema,
  /** A current code. */
  code: TotpCodeSchema,
});

/** What turning TOTP off sends (refused for a 管理员, who must keep it). */
export type TotpDisableRequest = StaticRequest<typeof TotpDisableRequestSchema>;

/** The 登录名 rule as a schema, for forms that create accounts. */
export const LoginNameSchema = Type.String({ pattern: LOGIN_NAME_PATTERN });
