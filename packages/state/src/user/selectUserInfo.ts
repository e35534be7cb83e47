import type { UserInfo } from '@art-portal/api-client';
import type { RootState } from '../makeStore';
import { selectIsLoggedIn } from '../slices/sessionSlice';
import { userInfoQuery } from './userInfoQuery';

const selectCachedUserInfo = userInfoQuery.select();

/**
 * The logged-in customer's info: the query cache's (what the server answered last in this tab, and any update made
 * to that entry), else the persisted copy of an earlier answer; `null` while nobody is logged in.
 */
export function selectUserInfo(state: RootState): UserInfo | null {
  if (!selectIsLoggedIn(state)) return null;
  return selectCachedUserInfo(state).data ?? state.user.info;
}
