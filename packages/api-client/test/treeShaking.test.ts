import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../src/contract/index';
import { createApiClient } from '../src/index';
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
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: ['axios'] },
      },
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
const callsIn = (code: string) =>
  routes
    .filter((route) => code.includes(`'${route.path}'`) || code.includes(`"${route.path}"`))
    .map((route) => route.name);

/** Code only TypeBox's builders write: its schema kinds (`'~kind'`) and its `Type` namespace's functions. */
const typeboxIn = (code: string) => /~kind|IsSchema|TypeBox/.test(code);

describe('what an app ships of the main entry', () => {
  test('createApiClient ships every call, built from the table, and no TypeBox', async () => {
    const code = await bundle(`
import { createApiClient } from '@art-portal/api-client';
export const api = createApiClient({ baseURL: 'https://api.example/api' });
`);
    expect(callsIn(code)).toHaveLength(routes.length);
    expect(typeboxIn(code)).toBe(false);
  });

  test('the validation rules alone ship no call, no transport and no TypeBox', async () => {
    const code = await bundle(`
import { passwordProblem, PHONE_PATTERN } from '@art-portal/api-client';
export const rules = [passwordProblem, PHONE_PATTERN];
`);
    expect(code).toContain('密码需同时包含字母和数字');
    expect(callsIn(code)).toEqual([]);
    expect(code).not.toContain('credentials');
    expect(typeboxIn(code)).toBe(false);
  });

  test('the picture helpers alone ship no call', async () => {
    const code = await bundle(`
import { pictureUrl } from '@art-portal/api-client';
export const url = pictureUrl('http://cdn.x/a.jpg', 'imgsmall');
`);
    expect(code).toContain('x-oss-process');
    expect(callsIn(code)).toEqual([]);
  });

  test('the contract entry does bring TypeBox (the check above can see it)', async () => {
    const code = await bundle(`
import { routes } from '${fileURLToPath(new URL('../src/contract/index.ts', import.meta.url))}';
export const table = routes;
`);
    expect(typeboxIn(code)).toBe(true);
  });
});

describe('the resources of one client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('share its options and its XSRF cookie', async () => {
    server.answer(() => ({
      body: { code: 200, msg: '成功', data: { rows: [], total: 0 } },
      headers: { 'set-cookie': 'XSRF-TOKEN=shared; Path=/' },
    }));
    const api = createApiClient({ baseURL: `${server.url}/api`, getToken: () => 'tok' });
    await expect(api.news.list({ pageNum: 1, pageSize: 5 })).resolves.toEqual({ rows: [], total: 0 });
    await api.messages.list({ pageNum: 1, pageSize: 5 });
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/api/portal/customerMessage/myList');
    expect(sent.headers['x-xsrf-token']).toBe('shared');
    expect(sent.headers.authorization).toBe('Bearer tok');
  });
});
