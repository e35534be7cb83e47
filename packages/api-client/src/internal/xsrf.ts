/** Name of the anti-forgery cookie the server sets. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header non-GET requests echo the cookie in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
