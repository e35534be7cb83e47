import { createSlice } from '@reduxjs/toolkit';

/**
 * The loading handle: a counter of running operations the UI shows as one indicator.
 * Not persisted. `resetLoading` is what the api-client's `closeLoading` maps to.
 */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState: { count: 0 },
  reducers: {
    /** One more operation is running. */
    startLoading(state) {
      state.count += 1;
    },
    /** One operation finished; never goes below zero. */
    stopLoading(state) {
      state.count = Math.max(0, state.count - 1);
    },
    /** Closes the indicator whatever is still counted. */
    resetLoading(state) {
      state.count = 0;
    },
  },
  selectors: {
    selectIsLoading: (state) => state.count > 0,
  },
});

export const { startLoading, stopLoading, resetLoading } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;
