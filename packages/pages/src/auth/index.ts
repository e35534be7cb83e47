export { RequireLogin } from './RequireLogin';
export { useRememberLocation } from './useRememberLocation';
export { claimDrafts, moveDrafts } from './draftOwner';
export { clearDrafts, useDraft } from './useDraft';
export { isLoginPath, rememberReturnTo, returnTarget } from './returnTo';
