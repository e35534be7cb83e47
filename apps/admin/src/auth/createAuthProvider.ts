import { adminCodes, type AdminClient, type StaffMember } from '@art-portal/api-client/admin';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { adminCall } from '../api/toHttpError';
import { accountPaths } from './accountPaths';
import { menuEntries, type RouteRoles } from '../layout/menuEntries';

/** What the login form sends: 登录名, 密码, and the 动态验证码 once the server asks for it. */
export interface LoginParams {
  loginName: string;
  password: string;
  totpCode?: string | undefined;
}

/** The identity react-admin shows in the app bar, with what the account pages need. */
export interface StaffIdentity extends UserIdentity {
  id: string;
  fullName: string;
  staff: StaffMember;
}

const identityOf = (staff: StaffMember): StaffIdentity => ({
  id: staff.id,
  fullName: staff.displayName || staff.loginName,
  staff,
});

/** A refusal until the session passes an account page: react-admin goes there, logged in, with the server's message. */
class AccountStepError extends Error {
  readonly logoutUser = false;
  readonly redirectTo: string;
  constructor(cause: unknown, redirectTo: string) {
    super(cause instanceof Error ? cause.message : '请先完成账号设置');
    this.redirectTo = redirectTo;
  }
}

const actionCalls: Readonly<Record<string, string>> = { create: 'create', edit: 'update', delete: 'delete' };

/** The call a screen (resource and action) needs: the menu entry's call, or its kind's create/update/delete. */
function screenRoute(resource: string, action: string): string | undefined {
  const entry = menuEntries.find((candidate) => candidate.resource === resource);
  if (!entry) return undefined;
  const call = actionCalls[action];
  return call ? `${entry.route.split('.')[0]}.${call}` : entry.route;
}

function errorStatus(error: unknown): { status?: number; code?: unknown; kind?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  const { status, body } = error as { status?: unknown; body?: { code?: unknown; kind?: unknown } };
  return { ...(typeof status === 'number' && { status }), code: body?.code, kind: body?.kind };
}

/**
 * react-admin's auth provider over the back office's session calls. The session is the server's (an HttpOnly cookie):
 * this keeps only the last answer of `session.current` in memory. A 401 logs out (react-admin then comes back to the
 * page after the new login); a 403 does not; a session that must first change its password or turn on TOTP is sent
 * to that page. `canAccess` answers from the route table: a screen is open to the roles its call allows.
 */
export function createAuthProvider(client: AdminClient, routes: RouteRoles): AuthProvider {
  let current: Promise<StaffMember> | null = null;
  const fetchCurrent = () => {
    const request = adminCall(() => client.session.current());
    current = request;
    request.catch(() => {
      if (current === request) current = null;
    });
    return request;
  };
  const staff = () => current ?? fetchCurrent();

  return {
    async login(params: LoginParams) {
      const member = await adminCall(() =>
        client.session.login({
          loginName: params.loginName,
          password: params.password,
          ...(params.totpCode && { totpCode: params.totpCode }),
        }),
      );
      current = Promise.resolve(member);
      if (member.mustChangePassword) return { redirectTo: accountPaths.password };
      if (member.totpRequired) return { redirectTo: accountPaths.totp };
      return undefined;
    },
    async logout() {
      current = null;
      await client.session.logout().catch(() => undefined);
    },
    async checkAuth() {
      await fetchCurrent();
    },
    checkError(error: unknown) {
      const { status, code, kind } = errorStatus(error);
      if (status === 401 || kind === 'unauthenticated') {
        current = null;
        return Promise.reject(new Error('登录已过期，请重新登录'));
      }
      if (code === adminCodes.passwordChangeRequired)
        return Promise.reject(new AccountStepError(error, accountPaths.password));
      if (code === adminCodes.totpSetupRequired)
        return Promise.reject(new AccountStepError(error, accountPaths.totp));
      return Promise.resolve();
    },
    async getIdentity() {
      return identityOf(await staff());
    },
    async getPermissions() {
      return (await staff()).role;
    },
    async canAccess({ resource, action }) {
      const { role } = await staff();
      const route = screenRoute(resource, action);
      return route !== undefined && (routes.get(route)?.includes(role) ?? false);
    },
  };
}
