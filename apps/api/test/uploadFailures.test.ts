import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { UploadSign } from '@art-portal/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let sign: UploadSign;
let picture: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  sign = await (await server.ready(await server.tokenFor('13800000003'))).upload.getSign();
  picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();
});
afterAll(() => server?.close());

const boundary = '----art-portal-test';

/** The multipart body the api-client sends, up to and including the file's bytes, without the closing boundary. */
function formUntilFile(key: string, file: Buffer): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('key', key) +
    field('policy', sign.policy) +
    field('OSSAccessKeyId', sign.accessId) +
    field('signature', sign.signature) +
    field('success_action_status', '200') +
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.png"\r\ncontent-type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file]);
}

/** Every file under the data directory whose name marks an unfinished upload. */
async function leftovers(): Promise<string[]> {
  const entries = await readdir(server.config.dataDir, { recursive: true });
  return entries.filter((name) => /\.(upload|tmp)$/.test(name));
}

/**
 * Sends raw bytes as one HTTP request and reads the status line and body until the server closes (a request
 * should say `connection: close`). With `hangUp`, the client closes its side once the bytes are out, as a
 * browser whose upload was cut off; Node then drops the request without an answer.
 */
function rawRequest(
  head: string,
  body: Buffer,
  hangUp = false,
): Promise<{ status: number | null; body: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      if (hangUp) socket.end(body);
      else socket.write(body);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('uploads that do not arrive whole', () => {
  it('answers a body that ends in the middle of the file with 400, and keeps nothing', async () => {
    const key = `${sign.dir}cut-chunked.png`;
    const partial = formUntilFile(key, picture.subarray(0, Math.floor(picture.length / 2)));
    const head = `POST /storage HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ntransfer-encoding: chunked\r\n\r\n`;
    const chunked = Buffer.concat([
      Buffer.from(`${partial.length.toString(16)}\r\n`),
      partial,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const answer = await rawRequest(head, chunked);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('"msg":"上传内容不完整或格式有误，请重新上传"');
    expect(await leftovers()).toEqual([]);
    expect((await fetch(`${sign.host}/${key}`)).status).toBe(404);
  });

  it('keeps nothing of an upload whose connection closes mid-file', async () => {
    const key = `${sign.dir}cut-socket.png`;
    const partial = formUntilFile(key, picture.subarray(0, Math.floor(picture.length / 2)));
    const head = `POST /storage HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${partial.length + picture.length}\r\n\r\n`;
    const answer = await rawRequest(head, partial, true);
    expect(answer.status === null || answer.status === 400).toBe(true);
    await expect.poll(leftovers).toEqual([]);
    expect((await fetch(`${sign.host}/${key}`)).status).toBe(404);
  });

  it('answers a malformed multipart body with 400 and a message', async () => {
    const bodies: [string, string][] = [
      [`multipart/form-data; boundary=${boundary}`, 'this is not multipart at all'],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nno header separator`],
      [
        'multipart/form-data',
        `--${boundary}\r\ncontent-disposition: form-data; name="key"\r\n\r\nx\r\n--${boundary}--\r\n`,
      ],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${server.origin}/storage`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(response.status, body).toBe(400);
      const envelope = (await response.json()) as { code: number; msg: string };
      expect(envelope.code).toBe(400);
      expect(envelope.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    // Polled: the previous test's cut connection may still be finishing its own temporary file on a busy machine.
    await expect.poll(leftovers).toEqual([]);
  });

  it('never serves an unfinished upload left in the bucket by an older version', async () => {
    const dir = join(server.config.dataDir, 'bucket', 'uploads', 'old');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'a.png.123.456.upload'), picture);
    expect((await fetch(`${server.origin}/storage/uploads/old/a.png.123.456.upload`)).status).toBe(404);
  });
});
