import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './makeStore';

/** `useDispatch` typed for the portal's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the portal's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
