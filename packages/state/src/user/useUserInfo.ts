import type { UserInfo } from '@art-portal/api-client';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn } from '../slices/sessionSlice';
import { selectUserInfo } from './selectUserInfo';
import { userInfoQuery } from './userInfoQuery';

/**
 * The logged-in customer's info ({@link selectUserInfo}), asked of the server while someone is logged in: what the
 * header's user menu shows. Account changes invalidate the query, so it is asked again after them.
 */
export function useUserInfo(): UserInfo | null {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  userInfoQuery.useQuery(undefined, { skip: !loggedIn });
  return useAppSelector(selectUserInfo);
}
