import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../src/contract/index';
import { createApiConnection, createMessagesResource, createNewsResource } from '../src/index';
import { startTestServer, type TestServer } from './testServer';

const source = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** What an app's bundler keeps of the package for `code` (production build, axios left to its lazy chunk). */
async function bundle(code: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'api-client-shake-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, code.replaceAll('@art-portal/api-client', source));
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' }, rollupOptions: { external: ['axios'] } },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs
      .flatMap((output) => ('output' in output ? output.output : []))
      .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The calls whose path is in the bundle. */
const callsIn = (code: string) => routes.filter((route) => code.includes(`'${route.path}'`) || code.includes(`"${route.path}"`)).map((route) => route.name);

describe('one import per resource', () => {
  test('an app that imports one resource ships only its calls', async () => {
    const code = await bundle(`
import { createApiConnection, createMessagesResource } from '@art-portal/api-client';
export const messages = createMessagesResource(createApiConnection({ baseURL: 'https://api.example/api' }));
`);
    expect(callsIn(code)).toEqual(['messages.list']);
  });

  test('createApiClient ships every call', async () => {
    const code = await bundle(`
import { createApiClient } from '@art-portal/api-client';
export const api = createApiClient({ baseURL: 'https://api.example/api' });
`);
    expect(callsIn(code)).toHaveLength(routes.length);
  });
});

describe('resources over one connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('share its options and its XSRF cookie, as the resources of one client do', async () => {
    server.answer(() => ({
      body: { code: 200, msg: '成功', data: { rows: [], total: 0 } },
      headers: { 'set-cookie': 'XSRF-TOKEN=shared; Path=/' },
    }));
    const connection = createApiConnection({ baseURL: `${server.url}/api`, getToken: () => 'tok' });
    const news = createNewsResource(connection);
    const messages = createMessagesResource(connection);
    await expect(news.list({ pageNum: 1, pageSize: 5 })).resolves.toEqual({ rows: [], total: 0 });
    await messages.list({ pageNum: 1, pageSize: 5 });
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/api/portal/customerMessage/myList');
    expect(sent.headers['x-xsrf-token']).toBe('shared');
    expect(sent.headers.authorization).toBe('Bearer tok');
  });
});
