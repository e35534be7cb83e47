import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './makeStore';

/** `useDispatch` typed for the portal's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the portal's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the portal's store: for reading or keeping state in step without re-rendering on its changes. */
export const useAppStore = useStore.withTypes<AppStore>();
