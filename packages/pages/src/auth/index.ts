export { RequireLogin } from './RequireLogin';
export { useRememberLocation } from './useRememberLocation';
export { clearDrafts, useDraft } from './useDraft';
export { isLoginPath, rememberReturnTo, returnTarget } from './returnTo';
