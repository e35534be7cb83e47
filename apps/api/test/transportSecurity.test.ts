import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPictureKeys } from '../src/seed/warmSeedPictures';
import { startTestServer, type TestServer } from './startTestServer';

/** The security headers of every answer, and no other: none of helmet's defaults beyond them, no policy of its own. */
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': null,
  'cross-origin-embedder-policy': null,
  'cross-origin-resource-policy': null,
  'origin-agent-cluster': null,
  'x-dns-prefetch-control': null,
  'x-download-options': null,
  'x-permitted-cross-domain-policies': null,
  'x-xss-protection': null,
};

function securityHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(everyAnswer).map((name) => [name, response.headers.get(name)]));
}

describe.each([
  { publicUrl: 'https://art.example.com', https: true },
  { publicUrl: null, https: false },
])('PUBLIC_URL=$publicUrl', ({ publicUrl, https }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(publicUrl ? { PUBLIC_URL: publicUrl } : {});
  });
  afterAll(() => server?.close());

  it(
    https
      ? 'marks the XSRF cookie Secure and sends HSTS on every answer'
      : 'sends neither Secure nor HSTS over plain HTTP',
    async () => {
      for (const url of [
        `${server.apiUrl}/portal/home/visit`,
        `${server.origin}/openapi.json`,
        `${server.origin}/nowhere`,
      ]) {
        const response = await fetch(url);
        const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
        expect(cookie, url).toMatch(/; Path=\/;.*SameSite=Lax/);
        expect({ url, secure: /;\s*Secure(;|$)/i.test(cookie ?? '') }).toEqual({ url, secure: https });
        expect({ url, hsts: response.headers.get('strict-transport-security') }).toEqual({
          url,
          hsts: https ? 'max-age=31536000' : null,
        });
        expect({ url, ...securityHeadersOf(response) }).toEqual({ url, ...everyAnswer });
      }
      // What a CDN keeps for everyone carries HSTS like every answer, and no cookie.
      const [key] = await seedPictureKeys(server.app.database.db);
      const picture = await fetch(`${server.origin}/storage/${key ?? ''}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.getSetCookie()).toEqual([]);
      expect(picture.headers.get('strict-transport-security')).toBe(https ? 'max-age=31536000' : null);
      expect(securityHeadersOf(picture)).toEqual({
        ...everyAnswer,
        'content-security-policy': "default-src 'none'; sandbox",
      });
    },
  );
});
