import { calls, type CallName } from '@art-portal/api-client';

/** The API prefix of the stories' portal settings. */
export const API_BASE = '/api';

/** Where the call `name` goes: the contract's path under {@link API_BASE}. */
export function callUrl(name: CallName): string {
  return `${API_BASE}${calls[name].path}`;
}

/** msw's name of the call's method (`http.get`, `http.post`). */
export function callMethod(name: CallName): 'get' | 'post' {
  return calls[name].method === 'GET' ? 'get' : 'post';
}
