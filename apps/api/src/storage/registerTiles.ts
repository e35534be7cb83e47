import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pyramidServiceUrl } from './describePicture';
import { storedFileHeaders } from './storedFileHeaders';
import { isPyramidId, isTilePath, pyramidFolders, pyramidInfo } from './tilePyramids';

/** A year, never revalidated: a published pyramid is never rewritten (its identifier is its picture's key). */
const immutable = 'public, max-age=31536000, immutable';
const imageContext = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

function notFound(reply: FastifyReply) {
  // A tile of a pyramid still being made may exist in a minute: a CDN keeps the 404 briefly.
  void reply.header('cache-control', 'public, max-age=60');
  return reply.code(404).type('application/json; charset=utf-8').send({ code: 404, msg: '文件不存在' });
}

/**
 * `GET /storage/iiif/<id>/info.json` and `/storage/iiif/<id>/<x,y,w,h>/<w,h>/0/default.jpg`: the level-0 IIIF Image
 * API 3 pyramids, which any origin may read (the IIIF convention) and anyone may keep for a year. Like every stored
 * file they are never sniffed and run nothing; `info.json` names its service by this host's public URL.
 */
export function registerTiles(
  app: FastifyInstance,
  options: { config: { publicUrl: string }; renditions: string },
): void {
  const { published } = pyramidFolders(options.renditions);
  app.get<{ Params: { id: string; '*': string } }>(
    '/storage/iiif/:id/*',
    { config: { cors: false } },
    async (request, reply) => {
      const { id } = request.params;
      const path = request.params['*'];
      void reply.headers({
        ...storedFileHeaders({ kind: 'picture', mime: 'image/jpeg', uploadable: false }),
        'access-control-allow-origin': '*',
      });
      if (!isPyramidId(id)) return notFound(reply);
      if (path === 'info.json') {
        const info = await pyramidInfo(
          options.renditions,
          id,
          pyramidServiceUrl(options.config.publicUrl, id),
        );
        if (!info) return notFound(reply);
        return reply.header('cache-control', immutable).type(imageContext).send(info);
      }
      if (!isTilePath(path) || !(await isFile(join(published, id, path)))) return notFound(reply);
      return reply.sendFile(join(id, path), published, {
        maxAge: 31_536_000_000,
        immutable: true,
        contentType: false,
      });
    },
  );
}
