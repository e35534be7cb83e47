import type { UserInfo } from '@art-portal/api-client';
import { createSlice } from '@reduxjs/toolkit';
import { userInfoQuery } from '../user/userInfoQuery';
import { loggedOut } from './sessionSlice';

/**
 * The customer's info as the server last answered it, persisted so that a returning customer is named before the
 * server answers again. Only the query's answers write it and logout clears it; read it with `selectUserInfo`, which
 * prefers the query cache.
 */
export const userSlice = createSlice({
  name: 'user',
  initialState: { info: null as UserInfo | null },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => {
        state.info = null;
      })
      .addMatcher(userInfoQuery.matchFulfilled, (state, action) => {
        state.info = action.payload;
      });
  },
});
