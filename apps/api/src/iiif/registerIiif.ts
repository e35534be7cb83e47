import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/loadConfig';
import type { Handlers } from '../app/Handlers';
import { BusinessError } from '../http/BusinessError';
import { artworkManifest } from './artworkManifest';

/** `GET {apiPrefix}/iiif/artworks/:id/manifest.json`: any origin may read it, a CDN may keep it five minutes. */
export function registerIiif(app: FastifyInstance, deps: { config: ApiConfig; handlers: Handlers }): void {
  app.get<{ Params: { id: string } }>(
    '/iiif/artworks/:id/manifest.json',
    { schema: { hide: true } },
    async (request, reply) => {
      const work = await deps.handlers['artworks.get']({
        query: { id: request.params.id },
        body: undefined,
        customer: null,
        token: null,
        ip: request.ip,
      }).catch((error: unknown) => {
        if (error instanceof BusinessError) return null;
        throw error;
      });
      if (!work) {
        void reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
        return reply.code(404).send({ code: 404, msg: '作品不存在' });
      }
      const json = JSON.stringify(artworkManifest(work, deps.config));
      const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      void reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=300')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"')
        .send(json);
    },
  );
}
