import { NullSchema, PageSchema } from '../contract/common';
import { adminRoute, ADMIN_ONLY, ANY_STAFF } from './AdminRouteDefinition';
import {
  LoginLogEntrySchema,
  LoginLogQuerySchema,
  OperationLogEntrySchema,
  OperationLogQuerySchema,
} from './audit';
import { DashboardSummarySchema } from './dashboard';
import {
  StaffChangePasswordRequestSchema,
  StaffLoginRequestSchema,
  StaffMemberSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupSchema,
} from './session';
import {
  StaffAccountSchema,
  StaffCreateRequestSchema,
  StaffDisableRequestSchema,
  StaffListQuerySchema,
  StaffResetPasswordRequestSchema,
  StaffUpdateRequestSchema,
  StaffWithPasswordSchema,
} from './staff';

/** The session's own calls (登录, 退出登录, 修改密码, 动态验证码). */
export const sessionRoutes = [
  adminRoute({
    name: 'session.login',
    method: 'POST',
    path: '/session/login',
    public: true,
    roles: [],
    reads: false,
    body: StaffLoginRequestSchema,
    data: StaffMemberSchema,
  }),
  adminRoute({
    name: 'session.logout',
    method: 'POST',
    path: '/session/logout',
    public: true,
    roles: [],
    reads: false,
    data: NullSchema,
  }),
  adminRoute({
    name: 'session.current',
    method: 'GET',
    path: '/session/current',
    roles: ANY_STAFF,
    reads: true,
    data: StaffMemberSchema,
  }),
  adminRoute({
    name: 'session.changePassword',
    method: 'POST',
    path: '/session/changePassword',
    roles: ANY_STAFF,
    reads: false,
    body: StaffChangePasswordRequestSchema,
    data: StaffMemberSchema,
  }),
  adminRoute({
    name: 'session.totpSetup',
    method: 'POST',
    path: '/session/totpSetup',
    roles: ANY_STAFF,
    reads: false,
    data: TotpSetupSchema,
  }),
  adminRoute({
    name: 'session.totpEnable',
    method: 'POST',
    path: '/session/totpEnable',
    roles: ANY_STAFF,
    reads: false,
    body: TotpEnableRequestSchema,
    data: StaffMemberSchema,
  }),
  adminRoute({
    name: 'session.totpDisable',
    method: 'POST',
    path: '/session/totpDisable',
    roles: ANY_STAFF,
    reads: false,
    body: TotpDisableRequestSchema,
    data: StaffMemberSchema,
  }),
] as const;

/** 后台账号 (管理员 only). */
export const staffRoutes = [
  adminRoute({
    name: 'staff.list',
    method: 'GET',
    path: '/staff/list',
    roles: ADMIN_ONLY,
    reads: true,
    query: StaffListQuerySchema,
    data: PageSchema(StaffAccountSchema),
  }),
  adminRoute({
    name: 'staff.create',
    method: 'POST',
    path: '/staff/create',
    roles: ADMIN_ONLY,
    reads: false,
    body: StaffCreateRequestSchema,
    data: StaffWithPasswordSchema,
  }),
  adminRoute({
    name: 'staff.update',
    method: 'POST',
    path: '/staff/update',
    roles: ADMIN_ONLY,
    reads: false,
    body: StaffUpdateRequestSchema,
    data: StaffAccountSchema,
  }),
  adminRoute({
    name: 'staff.disable',
    method: 'POST',
    path: '/staff/disable',
    roles: ADMIN_ONLY,
    reads: false,
    body: StaffDisableRequestSchema,
    data: StaffAccountSchema,
  }),
  adminRoute({
    name: 'staff.resetPassword',
    method: 'POST',
    path: '/staff/resetPassword',
    roles: ADMIN_ONLY,
    reads: false,
    body: StaffResetPasswordRequestSchema,
    data: StaffWithPasswordSchema,
  }),
] as const;

/** 操作日志 and 登录日志 (管理员 only; read-only: no call changes or deletes them). */
export const auditRoutes = [
  adminRoute({
    name: 'audit.operations',
    method: 'GET',
    path: '/audit/operations',
    roles: ADMIN_ONLY,
    reads: true,
    query: OperationLogQuerySchema,
    data: PageSchema(OperationLogEntrySchema),
  }),
  adminRoute({
    name: 'audit.logins',
    method: 'GET',
    path: '/audit/logins',
    roles: ADMIN_ONLY,
    reads: true,
    query: LoginLogQuerySchema,
    data: PageSchema(LoginLogEntrySchema),
  }),
] as const;

/** 工作台. */
export const dashboardRoutes = [
  adminRoute({
    name: 'dashboard.summary',
    method: 'GET',
    path: '/dashboard/summary',
    roles: ANY_STAFF,
    reads: true,
    data: DashboardSummarySchema,
  }),
] as const;
