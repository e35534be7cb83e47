import type { RouteName } from '../src/contract/index';
import type { ApiClient } from '../src/index';

/** One sample invocation of a call, with what the contract says the server receives. */
export interface Expected {
  call: (api: ApiClient) => Promise<unknown>;
  /** The query string the contract asks for (as the server receives it). */
  query?: Record<string, string>;
  /** The JSON body the contract asks for; absent for calls without a body. */
  body?: unknown;
}

const page = { pageNum: 2, pageSize: 12 };

/** One entry per call of contract.md; keyed by route name, so a missing call does not type-check. */
export const calls: Record<RouteName, Expected> = {
  'auth.getImageCode': { call: (api) => api.auth.getImageCode() },
  'auth.sendSmsCode': {
    call: (api) => api.auth.sendSmsCode({ phone: '13800000000', code: 'ab12', codeId: 'c-1' }),
    query: { phone: '13800000000', code: 'ab12', codeId: 'c-1' },
  },
  'auth.sendEmailCode': {
    call: (api) => api.auth.sendEmailCode({ email: 'a@b.cn', code: 'ab12', codeId: 'c-2' }),
    query: { email: 'a@b.cn', code: 'ab12', codeId: 'c-2' },
  },
  'auth.loginBySms': {
    call: (api) => api.auth.loginBySms({ phone: '13800000000', code: '123456' }),
    query: { phone: '13800000000', code: '123456' },
  },
  'customer.register': {
    call: (api) => api.customer.register({ phone: '13800000000', code: '123456', password: 'pw-1' }),
    body: { phone: '13800000000', code: '123456', password: 'pw-1' },
  },
  'customer.resetPassword': {
    call: (api) => api.customer.resetPassword({ phone: '13800000000', code: '123456', password: 'pw-2' }),
    body: { phone: '13800000000', code: '123456', password: 'pw-2' },
  },
  'customer.changePassword': {
    call: (api) => api.customer.changePassword({ oldPassword: 'old', newPassword: 'new' }),
    body: { oldPassword: 'old', newPassword: 'new' },
  },
  'customer.updatePhone': {
    call: (api) => api.customer.updatePhone({ phone: '13900000000', code: '654321' }),
    body: { phone: '13900000000', code: '654321' },
  },
  'customer.updateEmail': {
    call: (api) => api.customer.updateEmail({ email: 'new@b.cn', code: '111111', oldCode: '222222' }),
    body: { email: 'new@b.cn', code: '111111', oldCode: '222222' },
  },
  'customer.getInfo': { call: (api) => api.customer.getInfo() },
  'customer.listProjects': { call: (api) => api.customer.listProjects() },
  'customer.updateInfo': {
    call: (api) => api.customer.updateInfo({ name: '张三', authProject: '7', authOrg: '美院', studentCode: 'S01' }),
    body: { name: '张三', authProject: '7', authOrg: '美院', studentCode: 'S01' },
  },
  'customer.logout': { call: (api) => api.customer.logout() },
  'artworks.list': {
    call: (api) => api.artworks.list({ ...page, productType: 3, productInfoType: '4', keyword: '山水' }),
    body: { ...page, productType: 3, productInfoType: '4', keyword: '山水' },
  },
  'artworks.listTypes': { call: (api) => api.artworks.listTypes() },
  'artworks.listInfoTypes': { call: (api) => api.artworks.listInfoTypes() },
  'artworks.listColumns': { call: (api) => api.artworks.listColumns(page), body: page },
  'artworks.get': { call: (api) => api.artworks.get({ id: 11 }), query: { id: '11' } },
  'artworks.listRelated': { call: (api) => api.artworks.listRelated({ id: '12' }), query: { id: '12' } },
  'exhibitions.listHalls': {
    call: (api) => api.exhibitions.listHalls({ ...page, exhibitionId: 2 }),
    body: { ...page, exhibitionId: 2 },
  },
  'exhibitions.getHall': { call: (api) => api.exhibitions.getHall({ id: 21 }), query: { id: '21' } },
  'news.list': { call: (api) => api.news.list({ ...page, keyword: '展览' }), body: { ...page, keyword: '展览' } },
  'news.get': { call: (api) => api.news.get({ id: 31 }), query: { id: '31' } },
  'news.getNeighbours': { call: (api) => api.news.getNeighbours({ id: 32 }), query: { id: '32' } },
  'home.listBanners': { call: (api) => api.home.listBanners() },
  'home.countVisit': { call: (api) => api.home.countVisit() },
  'courses.list': { call: (api) => api.courses.list({ ...page, keyword: '数字' }), body: { ...page, keyword: '数字' } },
  'courses.get': { call: (api) => api.courses.get({ id: 41 }), query: { id: '41' } },
  'courses.listComments': {
    call: (api) => api.courses.listComments({ courseId: 41, ...page }),
    query: { courseId: '41', pageNum: '2', pageSize: '12' },
  },
  'courses.comment': {
    call: (api) => api.courses.comment({ courseId: 41, content: '很好' }),
    body: { courseId: 41, content: '很好' },
  },
  'courses.checkIn': { call: (api) => api.courses.checkIn({ courseId: '41' }), query: { courseId: '41' } },
  'courses.submitHomework': {
    call: (api) => api.courses.submitHomework({ courseId: 41, content: '作业', fileUrls: ['//s/a.png'] }),
    body: { courseId: 41, content: '作业', fileUrls: ['//s/a.png'] },
  },
  'activities.list': { call: (api) => api.activities.list({ ...page, status: 1 }), body: { ...page, status: 1 } },
  'activities.get': { call: (api) => api.activities.get({ id: 51 }), query: { id: '51' } },
  'activities.listEntries': {
    call: (api) => api.activities.listEntries({ ...page, activityId: 51 }),
    body: { ...page, activityId: 51 },
  },
  'activities.getEntry': { call: (api) => api.activities.getEntry({ id: 52 }), query: { id: '52' } },
  'activities.attend': {
    call: (api) => api.activities.attend({ activityId: 51, title: '作品', description: '<p>说明</p>', fileUrls: [] }),
    body: { activityId: 51, title: '作品', description: '<p>说明</p>', fileUrls: [] },
  },
  'messages.list': { call: (api) => api.messages.list(page), body: page },
  'upload.getSign': { call: (api) => api.upload.getSign() },
};
