import type { AdminRouteDefinition } from '@art-portal/api-client/admin';
import { adminCodes } from '@art-portal/api-client/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase';
import { resolveStaffSession, type SessionStaff } from './staffSessions';
import type { StaffActor } from './StaffActor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office session's staff member (null on a public call without a session). */
    staff: StaffActor | null;
    /** The session's account row, as the gate read it. */
    staffAccount: SessionStaff | null;
    /** The session id from the cookie, when the session is alive. */
    staffSessionId: string | null;
  }
}

/** The calls a staff member who must still change the one-time password may make. */
const beforePasswordChange = new Set(['session.current', 'session.changePassword', 'session.logout']);
/** The calls a 管理员 without TOTP may make: their own session's, to set it up. */
const beforeTotp = new Set([...beforePasswordChange, 'session.totpSetup', 'session.totpEnable']);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the gate needs to know. */
export type GateOptions = {
  db: Db;
  /** The admin origin, which every write's `Origin` must equal. */
  adminOrigin: () => string;
  /** The session cookie's name. */
  cookieName: () => string;
};

function refuse(reply: FastifyReply, status: number, code: number | string, msg: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ code, msg });
}

/**
 * The `onRequest` hook of one back-office route, made from its declaration, before the body is even read:
 * a write from another origin is refused (403 请求来源不被允许); no live session is 401 (请先登录, or
 * 登录已过期，请重新登录 when the cookie names a session that ended); a role the route does not list is
 * 403 无权执行此操作; an account that must change its password or (管理员) set up TOTP may only do that.
 */
export function staffGate(route: AdminRouteDefinition, options: GateOptions) {
  if (!route.public && route.roles.length === 0)
    throw new Error(`Back-office route ${route.name} declares no roles: access is denied by default`);
  const roles = new Set<string>(route.roles);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    request.staff = null;
    request.staffAccount = null;
    request.staffSessionId = null;
    if (!safeMethods.has(request.method) && request.headers.origin !== options.adminOrigin())
      return refuse(reply, 403, '403', '请求来源不被允许，请从管理后台操作');
    const id = request.cookies[options.cookieName()];
    const account = id ? await resolveStaffSession(options.db, id) : null;
    if (account && id) {
      request.staffAccount = account;
      request.staffSessionId = id;
      request.staff = {
        id: account.id,
        loginName: account.loginName,
        role: account.role,
        address: request.ip,
      };
    }
    if (route.public) return undefined;
    const refusal = staffRefusal(route.name, roles, account, Boolean(id));
    return refusal ? refuse(reply, refusal.status, refusal.code, refusal.msg) : undefined;
  };
}

/** Why a session may not make the call `name`, open to `roles`; null when it may. */
export function staffRefusal(
  name: string,
  roles: ReadonlySet<string>,
  account: SessionStaff | null,
  hadCookie: boolean,
): { status: number; code: number | string; msg: string } | null {
  if (!account) return { status: 401, code: 401, msg: hadCookie ? '登录已过期，请重新登录' : '请先登录' };
  if (!roles.has(account.role)) return { status: 403, code: 403, msg: '无权执行此操作' };
  if (account.mustChangePassword && !beforePasswordChange.has(name))
    return { status: 403, code: adminCodes.passwordChangeRequired, msg: '请先修改初始密码' };
  if (account.role === 'admin' && !account.totpSecret && !beforeTotp.has(name))
    return { status: 403, code: adminCodes.totpSetupRequired, msg: '管理员须先启用动态验证码' };
  return null;
}
