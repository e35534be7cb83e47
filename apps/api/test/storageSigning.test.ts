import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPolicy } from '../src/storage/uploadPolicy';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
const bucket = 'https://art-portal-uploads.oss-cn-hangzhou.aliyuncs.com';

beforeAll(async () => {
  server = await startTestServer({
    STORAGE_HOST: bucket,
    STORAGE_ACCESS_ID: 'LTAI5tExampleId',
    STORAGE_SECRET: 'oss-access-key-secret',
  });
});
afterAll(() => server?.close());

describe('signing for an OSS bucket', () => {
  it('signs for STORAGE_HOST with STORAGE_ACCESS_ID and the STORAGE_SECRET', async () => {
    const api = await server.ready(await server.tokenFor('13800000003'));
    const sign = await api.upload.getSign();
    expect(sign).toMatchObject({ host: bucket, accessId: 'LTAI5tExampleId' });
    expect(sign.signature).toBe(signPolicy('oss-access-key-secret', sign.policy));
    const policy = JSON.parse(Buffer.from(sign.policy, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual([
      ['starts-with', '$key', sign.dir],
      ['content-length-range', 0, server.config.uploadMaxBytes],
    ]);
    expect(Date.parse(policy.expiration)).toBe(sign.expire * 1000);
  });
});
