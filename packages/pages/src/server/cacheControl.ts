/**
 * What a CDN may do with a rendered page: public pages for a minute, then served stale for ten while one request
 * refreshes them; personal pages (我的消息, 登录) and failures never.
 */
export function cacheControl(status: number, personal: boolean): string {
  if (personal || status >= 500) return 'no-store';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
}
