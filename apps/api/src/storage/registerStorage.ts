import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseArtKey, renderArt } from '../seed/generativeArt';
import { isRaster, negotiatedFormat, renderStyle, renditionPath, requestedStyle } from './renditions';
import { keyInside, verifyPolicy } from './uploadPolicy';

/** Where the local bucket keeps objects and their cached renditions. */
export function bucketPaths(dataDir: string): { objects: string; renditions: string } {
  return { objects: join(dataDir, 'bucket'), renditions: join(dataDir, 'renditions') };
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

/** Makes sure a seeded picture exists, drawing it on first request when the seed left it lazy. */
export async function ensureSeedPicture(objectsDir: string, key: string): Promise<boolean> {
  const path = join(objectsDir, key);
  if (await exists(path)) return true;
  const art = parseArtKey(key);
  if (!art) return false;
  await writeAtomically(path, await renderArt(art.style, art.seed, art.width, art.height));
  return true;
}

function refuse(reply: FastifyReply, status: number, msg: string) {
  return reply.code(status).send({ code: status, msg });
}

function addVary(reply: FastifyReply, header: string) {
  const prior = reply.getHeader('vary');
  reply.header('vary', prior ? `${String(prior)}, ${header}` : header);
}

function allowAnyOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (origin) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  }
}

// A day, as object storage would serve them; sendFile would otherwise send its own `max-age=0`.
const storedFileCaching = { maxAge: 86_400_000 };

/**
 * The local storage host at `/storage`: accepts OSS-style signed POST uploads and serves stored
 * objects, with `x-oss-process=style/<name>` renditions made by sharp and cached on disk.
 */
export async function registerStorage(
  app: FastifyInstance,
  options: { dataDir: string; maxBytes: number; secret: () => Promise<string> },
): Promise<void> {
  const { objects, renditions } = bucketPaths(options.dataDir);
  const rendering = new Map<string, Promise<void>>();
  /** Writes a rendition once to the disk cache; concurrent requests for it wait for the same encode. */
  const rendered = async (path: string, render: () => Promise<Buffer>): Promise<void> => {
    const target = join(renditions, path);
    if (await exists(target)) return;
    let pending = rendering.get(path);
    if (!pending) {
      pending = render()
        .then((data) => writeAtomically(target, data))
        .finally(() => rendering.delete(path));
      rendering.set(path, pending);
    }
    await pending;
  };
  await mkdir(objects, { recursive: true });
  await app.register(fastifyStatic, { root: objects, serve: false });
  await app.register(multipart, { limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 8192 } });

  app.options('/storage', (request, reply) => {
    allowAnyOrigin(request, reply);
    reply.header('access-control-allow-methods', 'POST, GET');
    reply.header('access-control-allow-headers', String(request.headers['access-control-request-headers'] ?? 'content-type'));
    return reply.code(204).send();
  });

  app.post('/storage', async (request, reply) => {
    allowAnyOrigin(request, reply);
    if (!request.isMultipart()) return refuse(reply, 400, '请使用表单上传文件');
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const terms = verifyPolicy(await options.secret(), {
        policy: fields.policy,
        signature: fields.signature ?? fields.Signature,
        accessId: fields.OSSAccessKeyId,
      });
      if (typeof terms === 'string') {
        part.file.resume();
        return refuse(reply, 403, terms);
      }
      const key = fields.key ?? '';
      if (!keyInside(key, terms.dir)) {
        part.file.resume();
        return refuse(reply, 403, '文件路径不在允许的目录内');
      }
      const path = join(objects, key);
      const temp = `${path}.${process.pid}.${Date.now()}.upload`;
      await mkdir(dirname(path), { recursive: true });
      let size = 0;
      let tooBig = false;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > terms.maxBytes) tooBig = true;
      });
      await pipeline(part.file, createWriteStream(temp));
      if (tooBig || part.file.truncated) {
        await unlink(temp).catch(() => undefined);
        return refuse(reply, 413, '文件大小超过限制');
      }
      await rename(temp, path);
      const status = fields.success_action_status === '201' ? 201 : fields.success_action_status === '200' ? 200 : 204;
      return reply.code(status).send();
    }
    return refuse(reply, 400, '缺少上传文件');
  });

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>('/storage/*', async (request, reply) => {
    allowAnyOrigin(request, reply);
    let key: string;
    try {
      key = decodeURIComponent(request.params['*']);
    } catch {
      return refuse(reply, 404, '文件不存在');
    }
    if (!keyInside(key, '')) return refuse(reply, 404, '文件不存在');
    if (!(await ensureSeedPicture(objects, key))) return refuse(reply, 404, '文件不存在');
    const style = requestedStyle(request.query['x-oss-process']);
    if (style && isRaster(key)) {
      addVary(reply, 'Accept');
      const format = negotiatedFormat(key, request.headers.accept);
      const path = renditionPath(style, key, format);
      try {
        await rendered(path, async () => renderStyle(await readFile(join(objects, key)), style, format ?? undefined));
      } catch {
        return reply.sendFile(key, objects, storedFileCaching);
      }
      return reply.sendFile(path, renditions, storedFileCaching);
    }
    return reply.sendFile(key, objects, storedFileCaching);
  });
}
