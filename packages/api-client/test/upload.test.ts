import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient, isApiError, type ApiClient, type UploadProgress } from '../src/index';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './testServer';

const SECRET = 'storage-secret';
const DIR = 'uploads/2026/';

let server: TestServer;
let api: ApiClient;
let events: string[];

function sign(policy: object, secret = SECRET) {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  return {
    accessId: 'access-1',
    host: `${server.url}/bucket`,
    policy: encoded,
    signature: createHmac('sha1', secret).update(encoded).digest('base64'),
    dir: DIR,
    expire: Math.floor(Date.now() / 1000) + 60,
  };
}

function validPolicy() {
  return {
    expiration: new Date(Date.now() + 60_000).toISOString(),
    conditions: [
      ['starts-with', '$key', DIR],
      ['content-length-range', 0, 1_048_576],
    ],
  };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Storage as the contract describes it: checks the signature, expiry, key prefix and size. */
async function storage(request: RecordedRequest): Promise<Reply> {
  const form = await new Request('http://storage/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: request.rawBody,
  }).formData();
  const policy = field(form, 'policy');
  const expected = createHmac('sha1', SECRET).update(policy).digest('base64');
  const decoded = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as ReturnType<
    typeof validPolicy
  >;
  const file = form.get('file');
  const refused =
    form.get('signature') !== expected ||
    Date.parse(decoded.expiration) < Date.now() ||
    !field(form, 'key').startsWith(DIR) ||
    !(file instanceof Blob) ||
    file.size > 1_048_576;
  if (refused) return { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' };
  return { status: Number(field(form, 'success_action_status')), body: '' };
}

beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient({
    baseURL: `${server.url}/api`,
    getToken: () => 'tok',
    notify: (level, message) => events.push(`notify ${level} ${message}`),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  events = [];
});

function answerWith(signData: ReturnType<typeof sign>, storageReply = storage): void {
  server.answer((request) =>
    request.path === '/api/resource/upload/generateSign'
      ? { body: { code: 200, msg: '成功', data: signData } }
      : storageReply(request),
  );
}

describe('upload.uploadFile', () => {
  test('signs, posts the multipart form to storage with progress, and returns host + "/" + key', async () => {
    const signData = sign(validPolicy());
    answerWith(signData);
    const bytes = new Uint8Array(300_000).fill(7);
    const file = new File([bytes], '作品.PNG', { type: 'image/png' });
    const progress: UploadProgress[] = [];
    const before = server.requests.length;

    const url = await api.upload.uploadFile(file, { onProgress: (p) => progress.push(p) });

    const [signRequest, storageRequest] = server.requests.slice(before);
    expect(signRequest).toMatchObject({ method: 'GET', path: '/api/resource/upload/generateSign' });
    expect(signRequest!.headers.authorization).toBe('Bearer tok');
    expect(storageRequest).toMatchObject({ method: 'POST', path: '/bucket' });
    expect(storageRequest!.headers.authorization).toBeUndefined();
    const form = await new Request('http://storage/', {
      method: 'POST',
      headers: { 'content-type': String(storageRequest!.headers['content-type']) },
      body: storageRequest!.rawBody,
    }).formData();
    expect([...form.keys()]).toEqual([
      'key',
      'policy',
      'OSSAccessKeyId',
      'signature',
      'success_action_status',
      'file',
    ]);
    const key = field(form, 'key');
    expect(key).toMatch(/^uploads\/2026\/[a-z0-9]+-[0-9a-f]{32}\.png$/);
    expect(form.get('policy')).toBe(signData.policy);
    expect(form.get('OSSAccessKeyId')).toBe('access-1');
    expect(form.get('signature')).toBe(signData.signature);
    expect(form.get('success_action_status')).toBe('200');
    const sent = form.get('file') as File;
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(bytes);
    expect(url).toBe(`${server.url}/bucket/${key}`);

    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.loaded).toBe(last.total);
    expect(last.total).toBeGreaterThanOrEqual(bytes.length);
    expect(last.progress).toBe(1);
    expect(events).toEqual([]);
  });

  test("fileName, when given, wins over a File's own name: the key's extension and the part's file name", async () => {
    answerWith(sign(validPolicy()));
    const before = server.requests.length;
    const url = await api.upload.uploadFile(new File(['x'], 'scan.PNG'), { fileName: 'photo.jpg' });
    expect(url).toMatch(/\.jpg$/);
    const storageRequest = server.requests.slice(before)[1]!;
    const form = await new Request('http://storage/', {
      method: 'POST',
      headers: { 'content-type': String(storageRequest.headers['content-type']) },
      body: storageRequest.rawBody,
    }).formData();
    expect((form.get('file') as File).name).toBe('photo.jpg');
  });

  test('two uploads of the same file get different keys', async () => {
    answerWith(sign(validPolicy()));
    const file = new Blob(['x']);
    const [a, b] = await Promise.all([
      api.upload.uploadFile(file, { fileName: 'a.txt' }),
      api.upload.uploadFile(file),
    ]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/\.txt$/);
  });

  test('a refused policy (wrong signature) rejects with a forbidden ApiError the caller shows', async () => {
    answerWith(sign(validPolicy(), 'wrong-secret'));
    const error: unknown = await api.upload
      .uploadFile(new Blob(['x']), { fileName: 'a.png' })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      message: '文件上传失败，请稍后重试',
      notified: false,
    });
    expect(events).toEqual([]);
  });

  test("the storage host's own reason is the message: the API's host's JSON msg, OSS's EntityTooLarge", async () => {
    answerWith(sign(validPolicy()), () =>
      Promise.resolve({ status: 415, body: { code: 415, msg: '仅支持 JPG、PNG 格式的文件' } }),
    );
    await expect(api.upload.uploadFile(new Blob(['MZ']), { fileName: 'a.png' })).rejects.toMatchObject({
      kind: 'server',
      status: 415,
      message: '仅支持 JPG、PNG 格式的文件',
      notified: false,
    });
    answerWith(sign(validPolicy()), () =>
      Promise.resolve({
        status: 400,
        body: '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size.</Message></Error>',
      }),
    );
    await expect(api.upload.uploadFile(new Blob(['x']), { fileName: 'a.png' })).rejects.toMatchObject({
      status: 400,
      message: '文件大小超过限制',
    });
    expect(events).toEqual([]);
  });

  test('an expired policy is refused too', async () => {
    answerWith(sign({ ...validPolicy(), expiration: new Date(Date.now() - 1000).toISOString() }));
    await expect(api.upload.uploadFile(new Blob(['x']))).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
  });

  test('aborting the signal cancels the upload', async () => {
    const controller = new AbortController();
    answerWith(sign(validPolicy()), async () => {
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, body: '' };
    });
    const error: unknown = await api.upload
      .uploadFile(new Blob(['x']), { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted', message: '上传已取消', notified: false });
    expect(events).toEqual([]);
  });

  test('cancelling while the upload is being signed is the same cancelled upload', async () => {
    const controller = new AbortController();
    server.answer(async () => {
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { body: { code: 200, msg: '成功', data: sign(validPolicy()) } };
    });
    const error: unknown = await api.upload
      .uploadFile(new Blob(['x']), { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted', message: '上传已取消', notified: false });
  });

  test('a timeout covers the signing and the upload: storage that never answers times out', async () => {
    answerWith(sign(validPolicy()), () => new Promise<Reply>(() => undefined));
    const error: unknown = await api.upload
      .uploadFile(new Blob(['x']), { timeout: 50 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试', notified: false });
    expect(events).toEqual([]);
  });

  test('a failed signing is the API error, and nothing is uploaded', async () => {
    server.answer(() => ({ body: { code: 10001, msg: '未登录，请重新登录' } }));
    const before = server.requests.length;
    await expect(api.upload.uploadFile(new Blob(['x']))).rejects.toMatchObject({
      kind: 'unauthenticated',
      notified: true,
    });
    expect(server.requests).toHaveLength(before + 1);
  });
});
