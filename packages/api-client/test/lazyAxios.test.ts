import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../src/index';
import { startTestServer, type TestServer } from './testServer';

const axiosLoads = vi.hoisted(() => ({ count: 0 }));

vi.mock('axios', async (importOriginal) => {
  axiosLoads.count += 1;
  return importOriginal();
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.answer((request) =>
    request.path === '/api/resource/upload/generateSign'
      ? {
          body: {
            code: 200,
            msg: '成功',
            data: {
              accessId: 'a',
              host: `${server.url}/bucket`,
              policy: 'p',
              signature: 's',
              dir: 'd/',
              expire: 0,
            },
          },
        }
      : { body: { code: 200, msg: '成功', data: null } },
  );
});
afterAll(() => server.close());

describe('axios is loaded only by uploads', () => {
  test('creating a client and making calls never loads it; the first upload does', async () => {
    const api = createApiClient({ baseURL: `${server.url}/api` });
    await api.customer.logout();
    await api.home.countVisit();
    await api.upload.getSign();
    expect(axiosLoads.count).toBe(0);

    await expect(api.upload.uploadFile(new Blob(['x']), { fileName: 'a.png' })).resolves.toMatch(
      /^http.*\/bucket\/d\//,
    );
    expect(axiosLoads.count).toBe(1);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/bucket' });
  });
});
