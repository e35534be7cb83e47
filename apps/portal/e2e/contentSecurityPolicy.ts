import { expect } from '@playwright/test';

/** A Content-Security-Policy header as directive → sources (names lower-cased). */
export function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** The `'nonce-…'` value of a policy's script-src; fails unless there is exactly one. */
export function scriptNonce(header: string): string {
  const nonces = (parseCsp(header).get('script-src') ?? []).filter((source) =>
    /^'nonce-[^']+'$/.test(source),
  );
  expect(nonces, `one nonce in ${header}`).toHaveLength(1);
  return (nonces[0] ?? '').slice("'nonce-".length, -1);
}

/** The attributes and body of every `<script>` of a page that a browser would run (JSON data blocks are not run). */
export function runnableScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes }) => !/\btype=["']?application\/(ld\+)?json/i.test(attributes));
}
