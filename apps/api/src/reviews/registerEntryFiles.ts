import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { EntryReviewFileSchema, REVIEWERS, type ProtectedAdminRoute } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_API_PREFIX } from '../backoffice/adminApiPrefix';
import { staffGate, type GateOptions } from '../backoffice/staffGate';
import type { ApiConfig } from '../config/loadConfig';
import { activityEntries } from '../db/schema';
import { storageHost } from '../handlers/customerUploads';
import { toKey } from '../http/paging';
import { parseArtKey } from '../seed/generativeArt';
import { bucketPaths, ensureSeedPicture } from '../storage/registerStorage';
import { storedFileHeaders } from '../storage/storedFileHeaders';
import { readHead, storedTypeOf } from '../storage/storedType';
import { keyInside } from '../storage/uploadPolicy';

/** Where the back office reads an entry's file number `index` (from 0): on its own origin, under its API prefix. */
export function entryFilePath(entryId: number, index: number): string {
  return `${ADMIN_API_PREFIX}/entry-reviews/files/${entryId}/${index}`;
}

/** The gate's declaration of the file route: 审核员 and 管理员, like every 投稿审核 call. */
const entryFileRoute: ProtectedAdminRoute = {
  name: 'entryReviews.file',
  method: 'GET',
  path: '/entry-reviews/files/:id/:index',
  roles: REVIEWERS,
  reads: true,
  data: EntryReviewFileSchema,
};

/** The bucket key a stored file's address names, or null when it is not one of this storage host's files. */
function keyOf(url: string, config: ApiConfig): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const prefix = [`${storageHost(config)}/`, '/storage/'].find((start) => path.startsWith(start));
  if (!prefix) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
  return keyInside(key, '') ? key : null;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isFile(),
    () => false,
  );
}

const missing = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-store').send({ code: 404, msg: '文件不存在' });

/**
 * An entry's files on the back office's origin, for 审核员 and 管理员 only (the staff gate: session, role), whatever
 * the entry's state: the public storage host refuses them until 通过. Each answer is the stored file with the
 * storage host's headers (its content's type, sandboxed, a download unless picture or video), never cached.
 */
export async function registerEntryFiles(
  api: FastifyInstance,
  options: { config: ApiConfig; gate: GateOptions },
): Promise<void> {
  const { config, gate } = options;
  const { objects } = bucketPaths(config.dataDir);
  await api.register(fastifyStatic, { root: objects, serve: false });
  api.get<{ Params: { id: string; index: string } }>(
    entryFileRoute.path,
    { onRequest: staffGate(entryFileRoute, gate), schema: { hide: true } },
    async (request, reply) => {
      const id = toKey(request.params.id);
      const index = /^[0-9]{1,2}$/.test(request.params.index) ? Number(request.params.index) : null;
      if (id === null || index === null) return missing(reply);
      const [entry] = await gate.db
        .select({ fileUrls: activityEntries.fileUrls })
        .from(activityEntries)
        .where(eq(activityEntries.id, id));
      const url = entry?.fileUrls[index];
      const key = url === undefined ? null : keyOf(url, config);
      if (key === null) return missing(reply);
      const path = join(objects, key);
      if (!(await isFile(path)) && !(parseArtKey(key) && (await ensureSeedPicture(objects, key))))
        return missing(reply);
      reply.headers(storedFileHeaders(storedTypeOf(await readHead(path))));
      reply.header('cache-control', 'private, no-store');
      return reply.sendFile(key, objects, { cacheControl: false, contentType: false });
    },
  );
}
