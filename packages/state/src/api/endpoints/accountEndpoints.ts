import type { ApiClient } from '@art-portal/api-client';
import { loggedOut } from '../../slices/sessionSlice';
import { setUserInfo } from '../../slices/userSlice';
import type { ArgOf, ResultOf } from '../clientCallTypes';
import type { PortalBuilder } from '../portalBuilder';
import { LIST } from '../tagTypes';

type Auth = ApiClient['auth'];
type Customer = ApiClient['customer'];
type Messages = ApiClient['messages'];
type Upload = ApiClient['upload'];

/** Codes, login, the customer's account, messages and the upload signature. */
export function accountEndpoints(build: PortalBuilder) {
  return {
    /** A new challenge on every fetch: refresh with `refetch()`; dropped as soon as no one shows it. */
    getImageCode: build.query<ResultOf<Auth['getImageCode']>, ArgOf<Auth['getImageCode']>>({
      query: () => (api) => api.auth.getImageCode(),
      keepUnusedDataFor: 0,
    }),
    sendSmsCode: build.mutation<ResultOf<Auth['sendSmsCode']>, ArgOf<Auth['sendSmsCode']>>({
      query: (arg) => (api) => api.auth.sendSmsCode(arg),
    }),
    sendEmailCode: build.mutation<ResultOf<Auth['sendEmailCode']>, ArgOf<Auth['sendEmailCode']>>({
      query: (arg) => (api) => api.auth.sendEmailCode(arg),
    }),
    /** Resolves to the Token; the page then dispatches `loggedIn(token.access_token, { remember })`. */
    loginBySms: build.mutation<ResultOf<Auth['loginBySms']>, ArgOf<Auth['loginBySms']>>({
      query: (arg) => (api) => api.auth.loginBySms(arg),
    }),
    /** Resolves to the new customer's Token; the page then dispatches `loggedIn(…)`. */
    register: build.mutation<ResultOf<Customer['register']>, ArgOf<Customer['register']>>({
      query: (arg) => (api) => api.customer.register(arg),
    }),
    resetPassword: build.mutation<ResultOf<Customer['resetPassword']>, ArgOf<Customer['resetPassword']>>({
      query: (arg) => (api) => api.customer.resetPassword(arg),
    }),
    changePassword: build.mutation<ResultOf<Customer['changePassword']>, ArgOf<Customer['changePassword']>>({
      query: (arg) => (api) => api.customer.changePassword(arg),
    }),
    updatePhone: build.mutation<ResultOf<Customer['updatePhone']>, ArgOf<Customer['updatePhone']>>({
      query: (arg) => (api) => api.customer.updatePhone(arg),
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
    updateEmail: build.mutation<ResultOf<Customer['updateEmail']>, ArgOf<Customer['updateEmail']>>({
      query: (arg) => (api) => api.customer.updateEmail(arg),
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
    /** The customer's info; every success is also stored in the persisted user slice. */
    getUserInfo: build.query<ResultOf<Customer['getInfo']>, ArgOf<Customer['getInfo']>>({
      query: () => (api) => api.customer.getInfo(),
      providesTags: ['UserInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result !== null) dispatch(setUserInfo(result.data));
      },
    }),
    updateUserInfo: build.mutation<ResultOf<Customer['updateInfo']>, ArgOf<Customer['updateInfo']>>({
      query: (arg) => (api) => api.customer.updateInfo(arg),
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
    listProjects: build.query<ResultOf<Customer['listProjects']>, ArgOf<Customer['listProjects']>>({
      query: () => (api) => api.customer.listProjects(),
    }),
    /** Ends the session on the server, then locally (`loggedOut`) whether or not the server answered. */
    logout: build.mutation<ResultOf<Customer['logout']>, ArgOf<Customer['logout']>>({
      query: () => (api) => api.customer.logout(),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => null);
        dispatch(loggedOut());
      },
    }),
    listMessages: build.query<ResultOf<Messages['list']>, ArgOf<Messages['list']>>({
      query: (arg) => (api) => api.messages.list(arg),
      providesTags: [{ type: 'Message', id: LIST }],
    }),
    /** A fresh upload signature each time it is asked for (it expires). */
    getUploadSign: build.query<ResultOf<Upload['getSign']>, ArgOf<Upload['getSign']>>({
      query: () => (api) => api.upload.getSign(),
      keepUnusedDataFor: 0,
    }),
  };
}
