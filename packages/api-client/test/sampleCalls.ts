import type { RouteName } from '../src/contract/index';
import type { ApiClient, CallOptions } from '../src/index';

/** One sample invocation of a call, with what the contract says the server receives. */
export interface Expected {
  /** Makes the call, passing `options` on as its last argument. */
  call: (api: ApiClient, options?: CallOptions) => Promise<unknown>;
  /** The query string the contract asks for (as the server receives it). */
  query?: Record<string, string>;
  /** The JSON body the contract asks for; absent for calls without a body. */
  body?: unknown;
}

const page = { pageNum: 2, pageSize: 12 };

/** One entry per call of contract.md; keyed by route name, so a missing call does not type-check. */
export const calls: Record<RouteName, Expected> = {
  'auth.getImageCode': { call: (api, options) => api.auth.getImageCode(options) },
  'auth.sendSmsCode': {
    call: (api, options) =>
      api.auth.sendSmsCode({ phone: '13800000000', code: 'ab12', codeId: 'c-1' }, options),
    query: { phone: '13800000000', code: 'ab12', codeId: 'c-1' },
  },
  'auth.sendEmailCode': {
    call: (api, options) => api.auth.sendEmailCode({ email: 'a@b.cn', code: 'ab12', codeId: 'c-2' }, options),
    query: { email: 'a@b.cn', code: 'ab12', codeId: 'c-2' },
  },
  'auth.loginBySms': {
    call: (api, options) => api.auth.loginBySms({ phone: '13800000000', code: '123456' }, options),
    query: { phone: '13800000000', code: '123456' },
  },
  'customer.register': {
    call: (api, options) =>
      api.customer.register({ phone: '13800000000', code: '123456', password: 'pass2026a' }, options),
    body: { phone: '13800000000', code: '123456', password: 'pass2026a' },
  },
  'customer.resetPassword': {
    call: (api, options) =>
      api.customer.resetPassword({ phone: '13800000000', code: '123456', password: 'pass2026b' }, options),
    body: { phone: '13800000000', code: '123456', password: 'pass2026b' },
  },
  'customer.changePassword': {
    call: (api, options) => api.customer.changePassword({ oldPassword: 'old', newPassword: 'pass2026c' }, options),
    body: { oldPassword: 'old', newPassword: 'pass2026c' },
  },
  'customer.updatePhone': {
    call: (api, options) => api.customer.updatePhone({ phone: '13900000000', code: '654321' }, options),
    body: { phone: '13900000000', code: '654321' },
  },
  'customer.updateEmail': {
    call: (api, options) =>
      api.customer.updateEmail({ email: 'new@b.cn', code: '111111', oldCode: '222222' }, options),
    body: { email: 'new@b.cn', code: '111111', oldCode: '222222' },
  },
  'customer.getInfo': { call: (api, options) => api.customer.getInfo(options) },
  'customer.listProjects': { call: (api, options) => api.customer.listProjects(options) },
  'customer.updateInfo': {
    call: (api, options) =>
      api.customer.updateInfo(
        { name: '张三', authProject: '7', authOrg: '美院', studentCode: 'S01' },
        options,
      ),
    body: { name: '张三', authProject: '7', authOrg: '美院', studentCode: 'S01' },
  },
  'customer.logout': { call: (api, options) => api.customer.logout(options) },
  'artworks.list': {
    call: (api, options) =>
      api.artworks.list({ ...page, productType: 3, productInfoType: '4', keyword: '山水' }, options),
    body: { ...page, productType: 3, productInfoType: '4', keyword: '山水' },
  },
  'artworks.listTypes': { call: (api, options) => api.artworks.listTypes(options) },
  'artworks.listInfoTypes': { call: (api, options) => api.artworks.listInfoTypes(options) },
  'artworks.listColumns': { call: (api, options) => api.artworks.listColumns(page, options), body: page },
  'artworks.get': { call: (api, options) => api.artworks.get({ id: 11 }, options), query: { id: '11' } },
  'artworks.listRelated': {
    call: (api, options) => api.artworks.listRelated({ id: '12' }, options),
    query: { id: '12' },
  },
  'exhibitions.listHalls': {
    call: (api, options) => api.exhibitions.listHalls({ ...page, exhibitionId: 2 }, options),
    body: { ...page, exhibitionId: 2 },
  },
  'exhibitions.getHall': {
    call: (api, options) => api.exhibitions.getHall({ id: 21 }, options),
    query: { id: '21' },
  },
  'news.list': {
    call: (api, options) => api.news.list({ ...page, keyword: '展览' }, options),
    body: { ...page, keyword: '展览' },
  },
  'news.get': { call: (api, options) => api.news.get({ id: 31 }, options), query: { id: '31' } },
  'news.getNeighbours': {
    call: (api, options) => api.news.getNeighbours({ id: 32 }, options),
    query: { id: '32' },
  },
  'home.listBanners': { call: (api, options) => api.home.listBanners(options) },
  'home.countVisit': { call: (api, options) => api.home.countVisit(options) },
  'courses.list': {
    call: (api, options) => api.courses.list({ ...page, keyword: '数字' }, options),
    body: { ...page, keyword: '数字' },
  },
  'courses.get': { call: (api, options) => api.courses.get({ id: 41 }, options), query: { id: '41' } },
  'courses.listComments': {
    call: (api, options) => api.courses.listComments({ courseId: 41, ...page }, options),
    query: { courseId: '41', pageNum: '2', pageSize: '12' },
  },
  'courses.comment': {
    call: (api, options) => api.courses.comment({ courseId: 41, content: '很好' }, options),
    body: { courseId: 41, content: '很好' },
  },
  'courses.checkIn': {
    call: (api, options) => api.courses.checkIn({ courseId: '41' }, options),
    query: { courseId: '41' },
  },
  'courses.submitHomework': {
    call: (api, options) =>
      api.courses.submitHomework({ courseId: 41, content: '作业', fileUrls: ['//s/a.png'] }, options),
    body: { courseId: 41, content: '作业', fileUrls: ['//s/a.png'] },
  },
  'activities.list': {
    call: (api, options) => api.activities.list({ ...page, status: 1 }, options),
    body: { ...page, status: 1 },
  },
  'activities.get': { call: (api, options) => api.activities.get({ id: 51 }, options), query: { id: '51' } },
  'activities.listEntries': {
    call: (api, options) => api.activities.listEntries({ ...page, activityId: 51 }, options),
    body: { ...page, activityId: 51 },
  },
  'activities.getEntry': {
    call: (api, options) => api.activities.getEntry({ id: 52 }, options),
    query: { id: '52' },
  },
  'activities.attend': {
    call: (api, options) =>
      api.activities.attend(
        { activityId: 51, title: '作品', description: '<p>说明</p>', fileUrls: [] },
        options,
      ),
    body: { activityId: 51, title: '作品', description: '<p>说明</p>', fileUrls: [] },
  },
  'messages.list': { call: (api, options) => api.messages.list(page, options), body: page },
  'upload.getSign': { call: (api, options) => api.upload.getSign(options) },
};
