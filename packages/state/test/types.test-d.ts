import type {
  ApiError,
  Banner,
  CallName,
  Course,
  CourseCommentRequest,
  ProductType,
  UserInfo,
} from '@art-portal/api-client';
import type { SerializedError } from '@reduxjs/toolkit';
import { expectTypeOf } from 'vitest';
import type { AppDispatch, RootState } from '../src/makeStore';
import { useAppSelector } from '../src/hooks';
import type { ClientFunctionOf } from '../src/api/clientCallTypes';
import { portalApi } from '../src/api/portalApi';
import { selectUserInfo } from '../src/user/selectUserInfo';

// Checked by `tsc --noEmit` (the typecheck script), not run by vitest.
expectTypeOf<RootState>().not.toBeAny();
expectTypeOf<RootState['breadcrumb']['items']>().toEqualTypeOf<{ name: string; path: string }[]>();
expectTypeOf<RootState['session']['status']>().toEqualTypeOf<'unknown' | 'loggedIn' | 'loggedOut'>();
expectTypeOf<AppDispatch>().not.toBeAny();
expectTypeOf(selectUserInfo).parameter(0).toExtend<object>();
expectTypeOf<ReturnType<typeof selectUserInfo>>().toEqualTypeOf<UserInfo | null>();
expectTypeOf(useAppSelector<RootState, boolean>).returns.toEqualTypeOf<boolean>();

/** Never called: the hooks' inferred types, as a page would see them. */
export function useTypeProbe() {
  const banners = portalApi.endpoints.homeListBanners.useQuery();
  expectTypeOf(banners.data).toEqualTypeOf<Banner[] | undefined>();
  const course = portalApi.endpoints.coursesGet.useQuery({ id: '7' });
  expectTypeOf(course.data).toEqualTypeOf<Course | undefined>();
  expectTypeOf(course.error).toExtend<ApiError | SerializedError | undefined>();
  const [submit, submission] = portalApi.endpoints.coursesComment.useMutation();
  expectTypeOf(submit).parameter(0).toEqualTypeOf<CourseCommentRequest>();
  expectTypeOf(submission.error).toExtend<ApiError | SerializedError | undefined>();
  const visits = portalApi.endpoints.homeCountVisit.useQuery(undefined, {
    selectFromResult: ({ data }) => ({ total: data?.total }),
  });
  expectTypeOf(visits.total).toEqualTypeOf<number | undefined>();
  expectTypeOf(portalApi.endpoints.artworksListTypes.useQuery().data).toEqualTypeOf<
    ProductType[] | undefined
  >();
}

// A query stays a query, a mutation a mutation, under the call's name only.
expectTypeOf(portalApi.endpoints.customerLogout).not.toHaveProperty('useQuery');
expectTypeOf(portalApi.endpoints).not.toHaveProperty('listArtworks');

/** Calls whose client method is missing or not a function: their endpoints would be typed `never`. */
type CallsWithoutClientMethod = {
  [N in CallName]: [ClientFunctionOf<N>] extends [never] ? N : never;
}[CallName];
expectTypeOf<CallsWithoutClientMethod>().toBeNever();
