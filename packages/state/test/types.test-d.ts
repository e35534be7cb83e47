import type { ApiError, Banner, Course, CourseCommentRequest, UserInfo } from '@art-portal/api-client';
import type { SerializedError } from '@reduxjs/toolkit';
import { expectTypeOf } from 'vitest';
import type { AppDispatch, RootState } from '../src/makeStore';
import { useAppSelector } from '../src/hooks';
import {
  useGetCourseQuery,
  useListBannersQuery,
  useSubmitCourseCommentMutation,
} from '../src/api/portalHooks';
import { selectUserInfo } from '../src/user/selectUserInfo';

// Checked by `tsc --noEmit` (the typecheck script), not run by vitest.
expectTypeOf<RootState>().not.toBeAny();
expectTypeOf<RootState['breadcrumb']['items']>().toEqualTypeOf<{ name: string; path: string }[]>();
expectTypeOf<RootState['session']['isLoggedIn']>().toEqualTypeOf<boolean>();
expectTypeOf<AppDispatch>().not.toBeAny();
expectTypeOf(selectUserInfo).parameter(0).toExtend<object>();
expectTypeOf<ReturnType<typeof selectUserInfo>>().toEqualTypeOf<UserInfo | null>();
expectTypeOf(useAppSelector<RootState, boolean>).returns.toEqualTypeOf<boolean>();

/** Never called: the hooks' inferred types, as a page would see them. */
export function useTypeProbe() {
  const banners = useListBannersQuery();
  expectTypeOf(banners.data).toEqualTypeOf<Banner[] | undefined>();
  const course = useGetCourseQuery({ id: '7' });
  expectTypeOf(course.data).toEqualTypeOf<Course | undefined>();
  expectTypeOf(course.error).toExtend<ApiError | SerializedError | undefined>();
  const [submit, submission] = useSubmitCourseCommentMutation();
  expectTypeOf(submit).parameter(0).toEqualTypeOf<CourseCommentRequest>();
  expectTypeOf(submission.error).toExtend<ApiError | SerializedError | undefined>();
}
