import type { UserInfo } from '@art-portal/api-client';
import { createSlice } from '@reduxjs/toolkit';
import { userInfoQuery } from '../user/userInfoQuery';
import { loggedIn, loggedOut } from './sessionSlice';

/**
 * The customer's info as the server last answered it, persisted so that a returning customer is named before the
 * server answers again. Only the query's answers write it; it belongs to one session, so it goes when that session
 * ends or another one starts (a remembered token restored keeps it): a new customer is never named, or given drafts,
 * after the last one. Read it with `selectUserInfo`, which prefers the
 * query cache and answers only while the session says someone is logged in.
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
      .addCase(loggedIn, (state) => {
        state.info = null;
      })

      .addMatcher(userInfoQuery.matchFulfilled, (state, action) => {
        state.info = action.payload;
      });
  },
});
