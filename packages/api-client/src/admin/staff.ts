import Type, { type Static } from 'typebox';
import { pagedProperties, type StaticRequest } from '../contract/common';
import { LoginNameSchema } from './session';
import { StaffRoleSchema } from './staffRoles';

/** Schema of `StaffAccount`. */
export const StaffAccountSchema = Type.Object({
  /** The account's id. */
  id: Type.String(),
  /** 登录名. */
  loginName: Type.String(),
  /** 姓名. */
  displayName: Type.String(),
  /** The role. */
  role: StaffRoleSchema,
  /** Whether the account logs in with a 动态验证码. */
  totpEnabled: Type.Boolean(),
  /** True until the one-time password is changed. */
  mustChangePassword: Type.Boolean(),
  /** True when the account is 停用 (cannot log in; its sessions ended). */
  disabled: Type.Boolean(),
  /** True while too many failed logins keep it locked. */
  locked: Type.Boolean(),
  /** The last successful login (ISO 8601), or null. */
  lastLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When the account was created (ISO 8601). */
  createdAt: Type.String({ format: 'date-time' }),
});

/** One 后台账号, as 管理员 see it. */
export type StaffAccount = Static<typeof StaffAccountSchema>;

/** Schema of `StaffListQuery`. */
export const StaffListQuerySchema = Type.Object(
  pagedProperties({
    /** Part of the 登录名 or 姓名. */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    /** Only this role. */
    role: Type.Optional(StaffRoleSchema),
  }),
);

/** The 后台账号 list's filters. */
export type StaffListQuery = StaticRequest<typeof StaffListQuerySchema>;

/** Schema of `StaffCreateRequest`. */
export const StaffCreateRequestSchema = Type.Object({
  /** 登录名 (unique, never changes). */
  loginName: LoginNameSchema,
  /** 姓名 (defaults to the 登录名). */
  displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** The role. */
  role: StaffRoleSchema,
});

/** What 新建 a 后台账号 sends. */
export type StaffCreateRequest = StaticRequest<typeof StaffCreateRequestSchema>;

/** Schema of `StaffWithPassword`. */
export const StaffWithPasswordSchema = Type.Object({
  /** The account. */
  staff: StaffAccountSchema,
  /** A one-time password, shown once: the account must change it at its first login. */
  password: Type.String(),
});

/** A new or reset account with its one-time password. */
export type StaffWithPassword = Static<typeof StaffWithPasswordSchema>;

/** Schema of `StaffUpdateRequest`. */
export const StaffUpdateRequestSchema = Type.Object({
  /** The account's id. */
  id: Type.String({ pattern: '^[0-9]+$' }),
  /** New 姓名. */
  displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** New role (its sessions end, so it applies at once). */
  role: Type.Optional(StaffRoleSchema),
});

/** What 保存 a 后台账号 sends. */
export type StaffUpdateRequest = StaticRequest<typeof StaffUpdateRequestSchema>;

/** Schema of `StaffDisableRequest`. */
export const StaffDisableRequestSchema = Type.Object({
  /** The account's id. */
  id: Type.String({ pattern: '^[0-9]+$' }),
  /** True to 停用 (its sessions end at once), false to 启用 again. */
  disabled: Type.Boolean(),
});

/** What 停用 / 启用 sends. */
export type StaffDisableRequest = StaticRequest<typeof StaffDisableRequestSchema>;

/** Schema of `StaffResetPasswordRequest`. */
export const StaffResetPasswordRequestSchema = Type.Object({
  /** The account's id. */
  id: Type.String({ pattern: '^[0-9]+$' }),
  /** Also turn off its TOTP (a lost phone); a 管理员 then sets it up again at the next login. */
  resetTotp: Type.Optional(Type.Boolean()),
});

/** What 重置密码 sends. */
export type StaffResetPasswordRequest = StaticRequest<typeof StaffResetPasswordRequestSchema>;
