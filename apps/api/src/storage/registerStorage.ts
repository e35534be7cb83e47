import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyCorsOptions } from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from '../config/loadConfig';
import type { Db } from '../db/openDatabase';
import { formatTime } from '../http/formatTime';
import { storageHost } from '../handlers/customerUploads';
import { isUnreviewedEntryFile } from '../reviews/isUnreviewedEntryFile';
import { parseArtKey, renderArt } from '../seed/generativeArt';
import { countUse } from './countUse';
import { incompleteUploadMessage, receiveUpload, type UploadAnswer } from './receiveUpload';
import { referencedSeedPictures } from './referencedSeedPictures';
import { hasRenditions, negotiatedFormat, renderStyle, renditionPath, requestedStyle } from './renditions';
import { storedFileHeaders } from './storedFileHeaders';
import { registerTiles } from './registerTiles';
import { readHead, storedTypeOf } from './storedType';
import { keyInside, type PolicyTerms } from './uploadPolicy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What @fastify/cors does on a route: its options there, over the ones it was registered with. */
    cors?: false | FastifyCorsOptions;
  }
}

/** Where the local bucket keeps objects, their cached renditions, and uploads still arriving. */
export function bucketPaths(dataDir: string): { objects: string; renditions: string; incoming: string } {
  return {
    objects: join(dataDir, 'bucket'),
    renditions: join(dataDir, 'renditions'),
    incoming: join(dataDir, 'incoming'),
  };
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
  const temp = `${path}.${randomUUID()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

/** Writes `path` with what `make` returns unless a write of it is under way, which the caller then waits for. */
function writeOnce(
  writing: Map<string, Promise<void>>,
  path: string,
  make: () => Promise<Buffer>,
): Promise<void> {
  let pending = writing.get(path);
  if (!pending) {
    pending = make()
      .then((data) => writeAtomically(path, data))
      .finally(() => writing.delete(path));
    writing.set(path, pending);
  }
  return pending;
}

/** Seed pictures being drawn, by path: requests that arrive together wait for one drawing. */
const drawing = new Map<string, Promise<void>>();

/** Makes sure a seeded picture exists, drawing it on first request when the seed left it lazy. */
export async function ensureSeedPicture(objectsDir: string, key: string): Promise<boolean> {
  const path = join(objectsDir, key);
  if (await exists(path)) return true;
  const art = parseArtKey(key);
  if (!art) return false;
  await writeOnce(drawing, path, () => renderArt(art.style, art.seed, art.width, art.height));
  return true;
}

function refuse(reply: FastifyReply, status: number, msg: string) {
  return reply.code(status).send({ code: status, msg });
}

function addVary(reply: FastifyReply, header: string) {
  const prior = reply.getHeader('vary');
  reply.header('vary', prior ? `${String(prior)}, ${header}` : header);
}

// A day, as object storage would serve them; sendFile would otherwise send its own `max-age=0`. The content
// type is ours (judged by content), never one guessed from the key's extension.
const storedFileSending = { maxAge: 86_400_000, contentType: false };

/** Files an interrupted writer of an earlier version may have left in the bucket; never objects. */
const unfinished = /\.(upload|tmp)$/;

/** The customer an upload directory belongs to (`uploads/<day>/<customer>/`), or the directory itself. */
const uploaderOf = (dir: string) => /^uploads\/\d{8}\/(\d+)\/$/.exec(dir)?.[1] ?? dir;

/**
 * CORS of the storage host, over the API's: the portal's origins (`PUBLIC_URL`'s and `CORS_ORIGINS`) may read stored
 * files and post uploads, with any header they ask for; no origin gets credentials, which signed uploads and public
 * files never need. @fastify/cors's hook answers a preflight, also one without an origin, as a proxy may send.
 */
function portalOrigins(config: { publicUrl: string; corsOrigins: readonly string[] }): string[] {
  return [new URL(config.publicUrl).origin, ...config.corsOrigins];
}

function crossOriginOptions(config: { publicUrl: string; corsOrigins: readonly string[] }) {
  const cors: FastifyCorsOptions = {
    // Read at each request: a server started on port 0 learns its `publicUrl` once listening.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && portalOrigins(config).includes(origin)),
    credentials: false,
    methods: ['POST', 'GET'],
    // Any header, which `*` means to a browser when no credentials are sent.
    allowedHeaders: '*',
    strictPreflight: false,
  };
  return { config: { cors } };
}

/**
 * The local storage host at `/storage`: accepts OSS-style signed POST uploads of pictures, videos and PDFs
 * (judged by content) within each customer's daily quota, and serves stored objects with the type of their
 * content in a sandbox, with `x-oss-process=style/<name>` renditions made by sharp and cached on disk.
 * Generated seed pictures are drawn on request only when the database refers to them.
 */
export async function registerStorage(
  app: FastifyInstance,
  options: {
    config: ApiConfig;
    db: Db;
    secret: () => Promise<string>;
    seedPictureKeys: () => Promise<readonly string[]>;
  },
): Promise<void> {
  const { config, db } = options;
  const { objects, renditions, incoming } = bucketPaths(config.dataDir);
  const referenced = referencedSeedPictures(options.seedPictureKeys);
  const rendering = new Map<string, Promise<void>>();
  /** Writes a rendition once to the disk cache; concurrent requests for it wait for the same encode. */
  const rendered = async (path: string, render: () => Promise<Buffer>): Promise<void> => {
    const target = join(renditions, path);
    if (await exists(target)) return;
    await writeOnce(rendering, target, render);
  };
  const admit = async (terms: PolicyTerms): Promise<UploadAnswer | null> => {
    const uses = await countUse(db, `upload:${uploaderOf(terms.dir)}`, formatTime(new Date()).slice(0, 10));
    return uses > config.uploadDailyCap ? { status: 429, msg: '今日上传文件数已达上限，请明天再试' } : null;
  };
  await mkdir(objects, { recursive: true });
  await app.register(fastifyStatic, { root: objects, serve: false });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 8192 },
  });

  const cors = crossOriginOptions(config);
  // @fastify/cors answers the preflight in its onRequest hook; the route gives the hook this route's options.
  app.options('/storage', cors, (_request, reply) => reply.code(204).send());

  app.post('/storage', cors, async (request, reply) => {
    if (!request.isMultipart()) return refuse(reply, 400, '请使用表单上传文件');
    let answer: UploadAnswer;
    try {
      answer = await receiveUpload(request, {
        objects,
        incoming,
        host: { secret: await options.secret(), accessId: config.storageAccessId },
        admit,
      });
    } catch (error) {
      // File system faults stay faults; anything the form itself did wrong is the sender's.
      if (error instanceof Error && 'syscall' in error) throw error;
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
        return refuse(reply, 413, '文件大小超过限制');
      return refuse(reply, 400, incompleteUploadMessage);
    }
    return 'msg' in answer ? refuse(reply, answer.status, answer.msg) : reply.code(answer.status).send();
  });

  registerTiles(app, { config, renditions });

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/storage/*',
    cors,
    async (request, reply) => {
      let key: string;
      try {
        key = decodeURIComponent(request.params['*']);
      } catch {
        return refuse(reply, 404, '文件不存在');
      }
      if (!keyInside(key, '') || unfinished.test(key)) return refuse(reply, 404, '文件不存在');
      // An entry's files are the reviewer's until 通过 (the back office serves them on its own origin).
      if (key.startsWith('uploads/')) {
        const host = storageHost(config);
        if (await isUnreviewedEntryFile(db, [`${host}/${key}`, `${host}/${request.params['*']}`]))
          return refuse(reply, 404, '文件不存在');
      }
      const path = join(objects, key);
      if (
        !(await exists(path)) &&
        !(parseArtKey(key) && (await referenced(key)) && (await ensureSeedPicture(objects, key)))
      ) {
        return refuse(reply, 404, '文件不存在');
      }
      const type = storedTypeOf(await readHead(path));
      const asked = requestedStyle(request.query['x-oss-process']);
      if (asked && type && hasRenditions(type.mime)) {
        const { style } = asked;
        // A URL that names its format is one set of bytes; only a plain style depends on the client's `Accept`.
        if (!asked.format) addVary(reply, 'Accept');
        const format = asked.format ?? negotiatedFormat(type.mime, request.headers.accept);
        const rendition = renditionPath(style, key, format);
        const made = await rendered(rendition, async () =>
          renderStyle(await readFile(path), style, format ?? undefined),
        ).then(
          () => true,
          () => false, // a picture sharp cannot read, or too large to decode, is sent as stored
        );
        if (made) {
          reply.headers(storedFileHeaders(format ? { ...type, mime: 'image/webp' } : type));
          return reply.sendFile(rendition, renditions, storedFileSending);
        }
      }
      reply.headers(storedFileHeaders(type));
      return reply.sendFile(key, objects, storedFileSending);
    },
  );
}
