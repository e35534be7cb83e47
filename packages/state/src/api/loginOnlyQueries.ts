import { ApiError, calls, type CallName } from '@art-portal/api-client';
import { selectIsLoggedIn } from '../slices/sessionSlice';
import { endpointName } from './endpointName';

const loginOnly: ReadonlySet<string> = new Set(
  (Object.keys(calls) as CallName[]).filter((name) => calls[name].login).map(endpointName),
);

/**
 * True for an endpoint whose call the server answers with 10001 without a token (`calls[name].login`). While logged
 * out such a query fails locally instead of asking: after the session ends, a still-mounted component's refetch would
 * otherwise answer 10001, end the session again, toast again and refetch again.
 */
export function isLoginOnly(endpoint: string): boolean {
  return loginOnly.has(endpoint);
}

/**
 * `selectIsLoggedIn` for the base query and the session middleware, which see the state as `unknown`: the endpoints
 * are defined before the root state's type, which includes them.
 */
export function hasSession(state: unknown): boolean {
  return selectIsLoggedIn(state as Parameters<typeof selectIsLoggedIn>[0]);
}

/**
 * The error of a login-only query asked while logged out. `notified` is true: either the client already
 * showed the notice when the session ended, or the page should send the visitor to login, not toast.
 */
export function loggedOutError(): ApiError {
  return new ApiError({ kind: 'unauthenticated', message: '未登录，请重新登录', notified: true });
}
