import { describe, expect, it } from 'vitest';
import { portalCsp } from './portalCsp';

const directive = (csp: string, name: string): string | undefined =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the portal CSP', () => {
  it('lets the browser talk to this origin only, when the API and storage are on it', () => {
    const csp = portalCsp('n0nce', { apiBaseUrl: '/api', storageOrigins: [] });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
  });

  it("adds the API's own origin and the storage hosts uploads are posted to, once each", () => {
    const csp = portalCsp('n0nce', {
      apiBaseUrl: 'https://api.example.org/api',
      storageOrigins: ['https://bucket.oss-cn-hangzhou.aliyuncs.com/', 'https://api.example.org/storage'],
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.org https://bucket.oss-cn-hangzhou.aliyuncs.com",
    );
  });
});
