import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the portal knows about the device; persisted. */
export const deviceSlice = createSlice({
  name: 'device',
  initialState: { isMobile: false },
  reducers: {
    /** Records whether the user agent is a mobile one. */
    setMobile(state, action: PayloadAction<boolean>) {
      state.isMobile = action.payload;
    },
  },
  selectors: {
    selectIsMobile: (state) => state.isMobile,
  },
});

export const { setMobile } = deviceSlice.actions;
export const { selectIsMobile } = deviceSlice.selectors;
