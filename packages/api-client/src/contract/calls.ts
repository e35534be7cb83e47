/** How one call of the contract travels: the part every package reads at run time, free of schemas. */
export interface CallDefinition {
  /** HTTP method. */
  readonly method: 'GET' | 'POST';
  /** Path under the API prefix, e.g. `/portal/customer/selectInfo`. */
  readonly path: string;
  /** True when the call answers code 10001 without a valid token. */
  readonly login: boolean;
  /** Where the call's argument goes: the query string or the JSON body; absent when it takes none. */
  readonly input?: 'query' | 'body';
  /** True when the call only reads (a cached query in the store), false when it changes something. */
  readonly reads: boolean;
}

/**
 * Every call of the contract by its name, `<resource>.<function>` (39). The client's methods, the store's
 * endpoints and the mock handlers are built from this table; `routes` adds each call's schemas.
 */
export const calls = {
  'auth.getImageCode': { method: 'GET', path: '/auth/code/imgCode', login: false, reads: true },
  'auth.sendSmsCode': {
    method: 'GET',
    path: '/auth/code/sendLoginCode',
    login: false,
    input: 'query',
    reads: false,
  },
  'auth.sendEmailCode': {
    method: 'POST',
    path: '/portal/email/send',
    login: true,
    input: 'query',
    reads: false,
  },
  'auth.loginBySms': {
    method: 'POST',
    path: '/auth/user/phoneSmsLogin',
    login: false,
    input: 'query',
    reads: false,
  },
  'customer.register': {
    method: 'POST',
    path: '/portal/customer/register',
    login: false,
    input: 'body',
    reads: false,
  },
  'customer.resetPassword': {
    method: 'POST',
    path: '/portal/customer/resetPassword',
    login: false,
    input: 'body',
    reads: false,
  },
  'customer.changePassword': {
    method: 'POST',
    path: '/portal/customer/changePassword',
    login: true,
    input: 'body',
    reads: false,
  },
  'customer.updatePhone': {
    method: 'POST',
    path: '/portal/customer/updatePhone',
    login: true,
    input: 'body',
    reads: false,
  },
  'customer.updateEmail': {
    method: 'POST',
    path: '/portal/customer/updateEmail',
    login: true,
    input: 'body',
    reads: false,
  },
  'customer.getInfo': { method: 'POST', path: '/portal/customer/selectInfo', login: true, reads: true },
  'customer.listProjects': { method: 'POST', path: '/portal/project/selectList', login: false, reads: true },
  'customer.updateInfo': {
    method: 'POST',
    path: '/portal/customer/updateInfo',
    login: true,
    input: 'body',
    reads: false,
  },
  'customer.logout': { method: 'POST', path: '/portal/customer/logout', login: true, reads: false },
  'artworks.list': {
    method: 'POST',
    path: '/portal/production/selectAuthList',
    login: false,
    input: 'body',
    reads: true,
  },
  'artworks.listTypes': { method: 'POST', path: '/portal/type/productType', login: false, reads: true },
  'artworks.listInfoTypes': {
    method: 'POST',
    path: '/portal/type/productInfoType',
    login: false,
    reads: true,
  },
  'artworks.listColumns': {
    method: 'POST',
    path: '/portal/productionColumn/selectPageList',
    login: false,
    input: 'body',
    reads: true,
  },
  'artworks.get': {
    method: 'GET',
    path: '/portal/production/getInfo',
    login: false,
    input: 'query',
    reads: true,
  },
  'artworks.listRelated': {
    method: 'GET',
    path: '/portal/production/getAnoList',
    login: false,
    input: 'query',
    reads: true,
  },
  'exhibitions.listHalls': {
    method: 'POST',
    path: '/portal/cloudExhibitionColumn/selectPageList',
    login: false,
    input: 'body',
    reads: true,
  },
  'exhibitions.getHall': {
    method: 'GET',
    path: '/portal/cloudExhibitionColumn/getInfo',
    login: false,
    input: 'query',
    reads: true,
  },
  'news.list': {
    method: 'POST',
    path: '/portal/resourceInfoColumn/selectPageList',
    login: false,
    input: 'body',
    reads: true,
  },
  'news.get': {
    method: 'GET',
    path: '/portal/resourceInfoColumn/getInfo',
    login: false,
    input: 'query',
    reads: true,
  },
  'news.getNeighbours': {
    method: 'GET',
    path: '/portal/resourceInfo/getAnoConsult',
    login: false,
    input: 'query',
    reads: true,
  },
  'home.listBanners': { method: 'POST', path: '/portal/banner/selectList', login: false, reads: true },
  'home.countVisit': { method: 'GET', path: '/portal/home/visit', login: false, reads: true },
  'courses.list': {
    method: 'POST',
    path: '/portal/pass/course/selectByPageList',
    login: false,
    input: 'body',
    reads: true,
  },
  'courses.get': {
    method: 'GET',
    path: '/portal/pass/course/selectById',
    login: false,
    input: 'query',
    reads: true,
  },
  'courses.listComments': {
    method: 'GET',
    path: '/portal/pass/courseComment/list',
    login: false,
    input: 'query',
    reads: true,
  },
  'courses.comment': {
    method: 'POST',
    path: '/portal/courseComment/submit',
    login: true,
    input: 'body',
    reads: false,
  },
  'courses.checkIn': {
    method: 'POST',
    path: '/portal/course/checkIn',
    login: true,
    input: 'query',
    reads: false,
  },
  'courses.submitHomework': {
    method: 'POST',
    path: '/portal/course/submitHomework',
    login: true,
    input: 'body',
    reads: false,
  },
  'activities.list': {
    method: 'POST',
    path: '/portal/pass/activity/selectPageList',
    login: false,
    input: 'body',
    reads: true,
  },
  'activities.get': {
    method: 'GET',
    path: '/portal/pass/activity/selectById',
    login: false,
    input: 'query',
    reads: true,
  },
  'activities.listEntries': {
    method: 'POST',
    path: '/portal/pass/activityCustomerInfo/selectPageList',
    login: false,
    input: 'body',
    reads: true,
  },
  'activities.getEntry': {
    method: 'POST',
    path: '/portal/pass/activityCustomerInfo/selectById',
    login: false,
    input: 'query',
    reads: true,
  },
  'activities.attend': {
    method: 'POST',
    path: '/portal/activityCustomerInfo/attend',
    login: true,
    input: 'body',
    reads: false,
  },
  'messages.list': {
    method: 'POST',
    path: '/portal/customerMessage/myList',
    login: true,
    input: 'body',
    reads: true,
  },
  'upload.getSign': { method: 'GET', path: '/resource/upload/generateSign', login: true, reads: true },
} as const satisfies Record<string, CallDefinition>;

/** Name of a call, `<resource>.<function>`. */
export type CallName = keyof typeof calls;
