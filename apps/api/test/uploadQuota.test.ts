import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';
import { postFile } from './storageForms';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_SIGN_HOURLY_CAP: '3', UPLOAD_DAILY_CAP: '2' });
});
afterAll(() => server?.close());

describe('upload quotas per customer', () => {
  it('signs UPLOAD_SIGN_HOURLY_CAP uploads an hour, then answers 429 with a message', async () => {
    const api = await server.ready(await server.tokenFor('13800000003'));
    for (let n = 0; n < 3; n += 1) await api.upload.getSign();
    await expect(api.upload.getSign()).rejects.toMatchObject({
      code: 429,
      message: '上传过于频繁，请1小时后再试',
      kind: 'business',
      status: 200,
    });
    const other = await server.ready(await server.tokenFor('13800000004'));
    expect((await other.upload.getSign()).dir).toMatch(/^uploads\/\d{8}\/\d+\/$/);
  });

  it('stores UPLOAD_DAILY_CAP files a day per customer, then answers 429 and keeps nothing', async () => {
    const api = await server.ready(await server.tokenFor('13800000002'));
    const sign = await api.upload.getSign();
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#264653' } })
      .png()
      .toBuffer();
    expect((await postFile(sign, `${sign.dir}1.png`, png)).status).toBe(200);
    expect((await postFile(sign, `${sign.dir}2.png`, png)).status).toBe(200);
    const third = await postFile(sign, `${sign.dir}3.png`, png);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body)).toEqual({ code: 429, msg: '今日上传文件数已达上限，请明天再试' });
    expect((await fetch(`${sign.host}/${sign.dir}3.png`)).status).toBe(404);
  });
});
