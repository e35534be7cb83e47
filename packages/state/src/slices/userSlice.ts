import type { UserInfo } from '@art-portal/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './sessionSlice';

/** The logged-in customer's info, as last read from the server; persisted, cleared on logout. */
export const userSlice = createSlice({
  name: 'user',
  initialState: { info: null as UserInfo | null },
  reducers: {
    /** Stores the customer's info (the store does it whenever `getUserInfo` succeeds). */
    setUserInfo(state, action: PayloadAction<UserInfo>) {
      state.info = action.payload;
    },
    /** Forgets the customer's info. */
    clearUserInfo(state) {
      state.info = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.info = null;
    });
  },
  selectors: {
    selectUserInfo: (state) => state.info,
    /** The user menu's label: the name, else the phone, else the e-mail; `''` when none is known. */
    selectUserLabel: (state) => {
      const info = state.info;
      if (info === null) return '';
      return (
        [info.name, info.phone, info.email].find(
          (value) => typeof value === 'string' && value.trim() !== '',
        ) ?? ''
      );
    },
  },
});

export const { setUserInfo, clearUserInfo } = userSlice.actions;
export const { selectUserInfo, selectUserLabel } = userSlice.selectors;
