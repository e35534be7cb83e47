import { combineSlices } from '@reduxjs/toolkit';
import { portalApi } from './api/portalApi';
import { breadcrumbSlice } from './slices/breadcrumbSlice';
import { deviceSlice } from './slices/deviceSlice';
import { loadingSlice } from './slices/loadingSlice';
import { sessionSlice } from './slices/sessionSlice';
import { userSlice } from './slices/userSlice';

/** Every slice and the RTK Query cache, before persistence wraps them. */
export const rootReducer = combineSlices(
  breadcrumbSlice,
  deviceSlice,
  userSlice,
  loadingSlice,
  sessionSlice,
  portalApi,
);
