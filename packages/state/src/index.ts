export { makeStore } from './makeStore';
export type { AppDispatch, AppStore, MakeStoreOptions, RootState } from './makeStore';
export { useAppDispatch, useAppSelector } from './hooks';

export { setBreadcrumb, selectBreadcrumb } from './slices/breadcrumbSlice';
export type { BreadcrumbItem } from './slices/breadcrumbSlice';
export { setMobile, selectIsMobile } from './slices/deviceSlice';
export { setUserInfo, clearUserInfo, selectUserInfo, selectUserLabel } from './slices/userSlice';
export { startLoading, stopLoading, resetLoading, selectIsLoading } from './slices/loadingSlice';
export { loggedIn, loggedOut, selectIsLoggedIn, selectIsSessionKnown } from './slices/sessionSlice';

export { loadQueries } from './ssr/loadQueries';
export type { LoadedQueries } from './ssr/loadQueries';
export { seedQueries } from './ssr/seedQueries';
export type { QueryEntry } from './ssr/QueryEntry';

export { createTokenStorage, TOKEN_KEY } from './token/createTokenStorage';
export type { TokenStorage, TokenStorageOptions } from './token/createTokenStorage';
export { createMemoryStorage } from './token/createMemoryStorage';
export { createWebPersistStorage } from './persistence/createWebPersistStorage';
export {
  PERSIST_KEY,
  PERSIST_VERSION,
  PERSISTED_SLICES,
  persistMigrations,
} from './persistence/persistConfig';

export { createClientPolicy } from './policy/createClientPolicy';
export type { ClientPolicy, ClientPolicyOptions } from './policy/createClientPolicy';

export { portalApi } from './api/portalApi';
export { skipToken } from '@reduxjs/toolkit/query';
export type { ClientCall, PortalExtra } from './api/clientBaseQuery';
export type { PortalTagType } from './api/tagTypes';
export {
  useListArtworksQuery,
  useLazyListArtworksQuery,
  useGetArtworkQuery,
  useLazyGetArtworkQuery,
  useListRelatedArtworksQuery,
  useLazyListRelatedArtworksQuery,
  useListProductTypesQuery,
  useLazyListProductTypesQuery,
  useListProductInfoTypesQuery,
  useLazyListProductInfoTypesQuery,
  useListProductionColumnsQuery,
  useLazyListProductionColumnsQuery,
  useListExhibitionHallsQuery,
  useLazyListExhibitionHallsQuery,
  useGetExhibitionHallQuery,
  useLazyGetExhibitionHallQuery,
  useListNewsQuery,
  useLazyListNewsQuery,
  useGetNewsQuery,
  useLazyGetNewsQuery,
  useGetNewsNeighboursQuery,
  useLazyGetNewsNeighboursQuery,
  useListBannersQuery,
  useLazyListBannersQuery,
  useCountVisitQuery,
  useLazyCountVisitQuery,
  useListCoursesQuery,
  useLazyListCoursesQuery,
  useGetCourseQuery,
  useLazyGetCourseQuery,
  useListCourseCommentsQuery,
  useLazyListCourseCommentsQuery,
  useListActivitiesQuery,
  useLazyListActivitiesQuery,
  useGetActivityQuery,
  useLazyGetActivityQuery,
  useListActivityEntriesQuery,
  useLazyListActivityEntriesQuery,
  useGetActivityEntryQuery,
  useLazyGetActivityEntryQuery,
  useListMessagesQuery,
  useLazyListMessagesQuery,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useListProjectsQuery,
  useLazyListProjectsQuery,
  useGetImageCodeQuery,
  useLazyGetImageCodeQuery,
  useGetUploadSignQuery,
  useLazyGetUploadSignQuery,
  useSubmitCourseCommentMutation,
  useCheckInCourseMutation,
  useSubmitHomeworkMutation,
  useAttendActivityMutation,
  useUpdateUserInfoMutation,
  useSendSmsCodeMutation,
  useSendEmailCodeMutation,
  useLoginBySmsMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUpdatePhoneMutation,
  useUpdateEmailMutation,
  useLogoutMutation,
} from './api/portalHooks';
