export { makeStore } from './makeStore';
export type { AppDispatch, AppStore, MakeStoreOptions, RootState } from './makeStore';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';

export { setBreadcrumb, selectBreadcrumb } from './slices/breadcrumbSlice';
export type { BreadcrumbItem } from './slices/breadcrumbSlice';
export { setMobile, selectIsMobile } from './slices/deviceSlice';
export { selectUserInfo } from './user/selectUserInfo';
export { useUserInfo } from './user/useUserInfo';
export { closeLoading, selectIsLoading } from './slices/loadingSlice';
export { loggedIn, loggedOut, selectIsLoggedIn, selectIsSessionKnown } from './slices/sessionSlice';

export { loadQueries } from './ssr/loadQueries';
export type { LoadedQueries } from './ssr/loadQueries';
export { seedQueries } from './ssr/seedQueries';
export type { QueryEntry } from './ssr/QueryEntry';

export { createMemoryStorage } from './token/createMemoryStorage';
export { createTokenStorage, TOKEN_KEY } from './token/createTokenStorage';
export type { TokenStorage, TokenStorageOptions } from './token/createTokenStorage';

export { portalApi } from './api/portalApi';
export type { ClientCall, PortalExtra } from './api/clientBaseQuery';
export type { PortalTagType } from './api/tagTypes';
