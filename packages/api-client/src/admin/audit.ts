import Type, { type Static } from 'typebox';
import { pagedProperties, type StaticRequest } from '../contract/common';
import { StaffRoleSchema } from './staffRoles';

/**
 * The 操作日志's actions the back office writes so far (admin.md § Audit); a filter may name any of them. Later
 * kinds add their own (通过, 驳回, 隐藏, …).
 */
export const auditActions = [
  '新建',
  '保存',
  '发布',
  '定时发布',
  '下线',
  '删除',
  '恢复版本',
  '通过',
  '驳回',
  '隐藏',
  '恢复显示',
  '批阅',
  '停用',
  '启用',
  '重置密码',
  '修改密码',
  '启用动态验证码',
  '停用动态验证码',
  '发送',
  '上传',
] as const;

const TimeSchema = Type.String({ format: 'date-time' });

/** Schema of `OperationLogEntry`. */
export const OperationLogEntrySchema = Type.Object({
  /** The entry's id. */
  id: Type.String(),
  /** When (ISO 8601). */
  at: TimeSchema,
  /** Who: the account's id, or null for the system (定时发布 done by the scheduler). */
  staffId: Type.Union([Type.String(), Type.Null()]),
  /** Who: 登录名 at the time. */
  loginName: Type.String(),
  /** Their role at the time, or null for the system. */
  role: Type.Union([StaffRoleSchema, Type.Null()]),
  /** What was done (新建, 保存, 发布, 下线, 删除, 通过, 驳回, 隐藏, …). */
  action: Type.String(),
  /** The kind of record (资讯, 作品, 后台账号, …). */
  kind: Type.String(),
  /** The record's id, when it has one. */
  recordId: Type.Union([Type.String(), Type.Null()]),
  /** The address the change came from. */
  address: Type.String(),
  /** The record before the change (null for 新建). */
  before: Type.Unknown(),
  /** The record after the change (null for 删除). */
  after: Type.Unknown(),
});

/** One row of the 操作日志. */
export type OperationLogEntry = Static<typeof OperationLogEntrySchema>;

/** Schema of `OperationLogQuery`. */
export const OperationLogQuerySchema = Type.Object(
  pagedProperties({
    /** Only this 登录名. */
    loginName: Type.Optional(Type.String({ maxLength: 64 })),
    /** Only this kind. */
    kind: Type.Optional(Type.String({ maxLength: 32 })),
    /** Only this action. */
    action: Type.Optional(Type.String({ maxLength: 32 })),
    /** Only this record (with `kind`). */
    recordId: Type.Optional(Type.String({ maxLength: 64 })),
    /** From this instant (ISO 8601, inclusive). */
    from: Type.Optional(TimeSchema),
    /** Until this instant (ISO 8601, exclusive). */
    to: Type.Optional(TimeSchema),
  }),
);

/** The 操作日志's filters. */
export type OperationLogQuery = StaticRequest<typeof OperationLogQuerySchema>;

/** Schema of `LoginResult`. */
export const LoginResultSchema = Type.Union([
  Type.Literal('成功'),
  Type.Literal('密码错误'),
  Type.Literal('动态验证码错误'),
  Type.Literal('账号不存在'),
  Type.Literal('账号已停用'),
  Type.Literal('账号已锁定'),
  Type.Literal('尝试过于频繁'),
  Type.Literal('退出登录'),
]);

/** How a login ended. */
export type LoginResult = Static<typeof LoginResultSchema>;

/** Schema of `LoginLogEntry`. */
export const LoginLogEntrySchema = Type.Object({
  /** The entry's id. */
  id: Type.String(),
  /** When (ISO 8601). */
  at: TimeSchema,
  /** The 登录名 as typed (also one that does not exist). */
  loginName: Type.String(),
  /** The address the login came from. */
  address: Type.String(),
  /** The result. */
  result: LoginResultSchema,
  /** The browser's User-Agent, shortened. */
  userAgent: Type.String(),
});

/** One row of the 登录日志. */
export type LoginLogEntry = Static<typeof LoginLogEntrySchema>;

/** Schema of `LoginLogQuery`. */
export const LoginLogQuerySchema = Type.Object(
  pagedProperties({
    /** Only this 登录名. */
    loginName: Type.Optional(Type.String({ maxLength: 64 })),
    /** Only this result. */
    result: Type.Optional(LoginResultSchema),
    /** Only this address. */
    address: Type.Optional(Type.String({ maxLength: 64 })),
    /** From this instant (ISO 8601, inclusive). */
    from: Type.Optional(TimeSchema),
    /** Until this instant (ISO 8601, exclusive). */
    to: Type.Optional(TimeSchema),
  }),
);

/** The 登录日志's filters. */
export type LoginLogQuery = StaticRequest<typeof LoginLogQuerySchema>;
