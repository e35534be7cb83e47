/** The calls of contract.md the pages make: method and path under the API prefix. */
export const calls = {
  imageCode: ['get', '/auth/code/imgCode'],
  sendSmsCode: ['get', '/auth/code/sendLoginCode'],
  sendEmailCode: ['post', '/portal/email/send'],
  loginBySms: ['post', '/auth/user/phoneSmsLogin'],
  register: ['post', '/portal/customer/register'],
  resetPassword: ['post', '/portal/customer/resetPassword'],
  changePassword: ['post', '/portal/customer/changePassword'],
  updatePhone: ['post', '/portal/customer/updatePhone'],
  updateEmail: ['post', '/portal/customer/updateEmail'],
  userInfo: ['post', '/portal/customer/selectInfo'],
  projects: ['post', '/portal/project/selectList'],
  updateInfo: ['post', '/portal/customer/updateInfo'],
  logout: ['post', '/portal/customer/logout'],
  artworks: ['post', '/portal/production/selectAuthList'],
  productTypes: ['post', '/portal/type/productType'],
  productInfoTypes: ['post', '/portal/type/productInfoType'],
  artwork: ['get', '/portal/production/getInfo'],
  relatedArtworks: ['get', '/portal/production/getAnoList'],
  halls: ['post', '/portal/cloudExhibitionColumn/selectPageList'],
  hall: ['get', '/portal/cloudExhibitionColumn/getInfo'],
  news: ['post', '/portal/resourceInfoColumn/selectPageList'],
  newsDetail: ['get', '/portal/resourceInfoColumn/getInfo'],
  newsNeighbours: ['get', '/portal/resourceInfo/getAnoConsult'],
  banners: ['post', '/portal/banner/selectList'],
  courses: ['post', '/portal/pass/course/selectByPageList'],
  course: ['get', '/portal/pass/course/selectById'],
  courseComments: ['get', '/portal/pass/courseComment/list'],
  submitComment: ['post', '/portal/courseComment/submit'],
  activities: ['post', '/portal/pass/activity/selectPageList'],
  activity: ['get', '/portal/pass/activity/selectById'],
  submitHomework: ['post', '/portal/course/submitHomework'],
  entries: ['post', '/portal/pass/activityCustomerInfo/selectPageList'],
  entry: ['post', '/portal/pass/activityCustomerInfo/selectById'],
  attend: ['post', '/portal/activityCustomerInfo/attend'],
  checkIn: ['post', '/portal/course/checkIn'],
  messages: ['post', '/portal/customerMessage/myList'],
  visit: ['get', '/portal/home/visit'],
  uploadSign: ['get', '/resource/upload/generateSign'],
} as const satisfies Record<string, readonly ['get' | 'post', string]>;

export type CallName = keyof typeof calls;

/** The API prefix of the stories' portal settings. */
export const API_BASE = '/api';

export function callUrl(name: CallName): string {
  return `${API_BASE}${calls[name][1]}`;
}
