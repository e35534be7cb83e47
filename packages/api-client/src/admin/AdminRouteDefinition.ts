import type { TSchema } from 'typebox';
import type { StaffRole } from './staffRoles';

/** The parts every back-office call declares. */
interface AdminRouteBase {
  /** `<resource>.<function>` of the admin client, e.g. `staff.list`. */
  name: `${string}.${string}`;
  /** HTTP method. */
  method: 'GET' | 'POST';
  /** Path under the API prefix (`/api`) of the admin origin, e.g. `/staff/list`. */
  path: `/${string}`;
  /** True when the call only reads; every other call is a write (Origin-checked, and audited by its handler). */
  reads: boolean;
  /** Schema of the query string, when the call takes one. */
  query?: TSchema;
  /** Schema of the JSON body, when the call takes one. */
  body?: TSchema;
  /** Schema of the envelope's `data`. */
  data: TSchema;
}

/** A call that needs a staff session of one of `roles` (at least one: access is denied by default). */
export interface ProtectedAdminRoute extends AdminRouteBase {
  public?: false;
  /** The roles that may make the call; everyone else is refused with 403 无权执行此操作. */
  roles: readonly [StaffRole, ...StaffRole[]];
}

/** A call made without a session: only logging in and out. */
export interface PublicAdminRoute extends AdminRouteBase {
  public: true;
  roles: readonly [];
}

/** One call of the back office's contract: where it lives, who may make it, and its schemas. */
export type AdminRouteDefinition = ProtectedAdminRoute | PublicAdminRoute;

/**
 * Declares a back-office call, keeping its literal types (name, schemas) for the typed client. The server refuses
 * to start with a route that has neither roles nor `public: true`.
 */
export function adminRoute<const R extends AdminRouteDefinition>(route: R): R {
  return route;
}

/** Every role: calls any staff member may make (their own session, their 工作台). */
export const ANY_STAFF = ['admin', 'editor', 'reviewer'] as const satisfies readonly StaffRole[];

/** 管理员 alone: 后台账号, 操作日志, 登录日志, 敏感词. */
export const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[];

/** Who edits content: 编辑 and 管理员 (管理员 may do everything). */
export const EDITORS = ['admin', 'editor'] as const satisfies readonly StaffRole[];

/** Who reviews: 审核员 and 管理员. */
export const REVIEWERS = ['admin', 'reviewer'] as const satisfies readonly StaffRole[];
