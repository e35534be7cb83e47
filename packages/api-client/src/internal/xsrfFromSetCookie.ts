import { XSRF_COOKIE } from './xsrf';

const pattern = new RegExp(`(?:^|,)\\s*${XSRF_COOKIE}=([^;,]*)`);

/** The `XSRF-TOKEN` a response sets. `Headers.get` joins several `Set-Cookie` with commas, which cookie values cannot hold. */
export function xsrfFromSetCookie(headers: Headers): string | undefined {
  return pattern.exec(headers.get('set-cookie') ?? '')?.[1];
}
