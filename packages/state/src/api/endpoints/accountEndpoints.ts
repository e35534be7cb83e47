import type { ApiClient } from '@art-portal/api-client';
import { loggedOut } from '../../slices/sessionSlice';
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
      query: () => (api, options) => api.auth.getImageCode(options),
      keepUnusedDataFor: 0,
    }),
    sendSmsCode: build.mutation<ResultOf<Auth['sendSmsCode']>, ArgOf<Auth['sendSmsCode']>>({
      query: (arg) => (api, options) => api.auth.sendSmsCode(arg, options),
    }),
    sendEmailCode: build.mutation<ResultOf<Auth['sendEmailCode']>, ArgOf<Auth['sendEmailCode']>>({
      query: (arg) => (api, options) => api.auth.sendEmailCode(arg, options),
    }),
    /** Resolves to the Token; the page then dispatches `loggedIn(token.access_token, { remember })`. */
    loginBySms: build.mutation<ResultOf<Auth['loginBySms']>, ArgOf<Auth['loginBySms']>>({
      query: (arg) => (api, options) => api.auth.loginBySms(arg, options),
    }),
    /** Resolves to the new customer's Token; the page then dispatches `loggedIn(…)`. */
    register: build.mutation<ResultOf<Customer['register']>, ArgOf<Customer['register']>>({
      query: (arg) => (api, options) => api.customer.register(arg, options),
    }),
    resetPassword: build.mutation<ResultOf<Customer['resetPassword']>, ArgOf<Customer['resetPassword']>>({
      query: (arg) => (api, options) => api.customer.resetPassword(arg, options),
    }),
    changePassword: build.mutation<ResultOf<Customer['changePassword']>, ArgOf<Customer['changePassword']>>({
      query: (arg) => (api, options) => api.customer.changePassword(arg, options),
    }),
    updatePhone: build.mutation<ResultOf<Customer['updatePhone']>, ArgOf<Customer['updatePhone']>>({
      query: (arg) => (api, options) => api.customer.updatePhone(arg, options),
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
    updateEmail: build.mutation<ResultOf<Customer['updateEmail']>, ArgOf<Customer['updateEmail']>>({
      query: (arg) => (api, options) => api.customer.updateEmail(arg, options),
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
    /** The customer's info; read it with `selectUserInfo` / `useUserInfo`, which also keep its persisted copy. */
    getUserInfo: build.query<ResultOf<Customer['getInfo']>, ArgOf<Customer['getInfo']>>({
      query: () => (api, options) => api.customer.getInfo(options),
      providesTags: ['UserInfo'],
    }),
    updateUserInfo: build.mutation<ResultOf<Customer['updateInfo']>, ArgOf<Customer['updateInfo']>>({
      query: (arg) => (api, options) => api.customer.updateInfo(arg, options),
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
    listProjects: build.query<ResultOf<Customer['listProjects']>, ArgOf<Customer['listProjects']>>({
      query: () => (api, options) => api.customer.listProjects(options),
    }),
    /** Ends the session on the server, then locally (`loggedOut`) whether or not the server answered. */
    logout: build.mutation<ResultOf<Customer['logout']>, ArgOf<Customer['logout']>>({
      query: () => (api, options) => api.customer.logout(options),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => null);
        dispatch(loggedOut());
      },
    }),
    listMessages: build.query<ResultOf<Messages['list']>, ArgOf<Messages['list']>>({
      query: (arg) => (api, options) => api.messages.list(arg, options),
      providesTags: [{ type: 'Message', id: LIST }],
    }),
    /** A fresh upload signature each time it is asked for (it expires). */
    getUploadSign: build.query<ResultOf<Upload['getSign']>, ArgOf<Upload['getSign']>>({
      query: () => (api, options) => api.upload.getSign(options),
      keepUnusedDataFor: 0,
    }),
  };
}
