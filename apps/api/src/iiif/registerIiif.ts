import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExhibitionHallDetail } from '@art-portal/api-client';
import type { ApiConfig } from '../config/loadConfig';
import type { Handlers } from '../app/Handlers';
import { BusinessError } from '../http/BusinessError';
import { artworkManifest } from './artworkManifest';
import { hallCollection, hallWorkManifest } from './hallManifests';

const presentationType = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

/** Null for what the handlers refuse as not found or not public. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof BusinessError) return null;
    throw error;
  });

/** A manifest or collection any origin may read and a CDN may keep five minutes, revalidated by its ETag. */
function sendPresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  document: Record<string, unknown> | null,
  missing: string,
) {
  void reply.header('access-control-allow-origin', '*').header('x-content-type-options', 'nosniff');
  if (!document) {
    void reply.header('cache-control', 'no-store');
    return reply.code(404).send({ code: 404, msg: missing });
  }
  const json = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  void reply.header('cache-control', 'public, max-age=300').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(presentationType).send(json);
}

/**
 * The IIIF Presentation API 3 documents, under `{apiPrefix}/iiif/`: a manifest per artwork
 * (`artworks/:id/manifest.json`), a manifest per work of an exhibition hall (`halls/:hall/works/:id/manifest.json`)
 * and each hall as a Collection of its works' manifests (`halls/:hall/collection.json`).
 */
export function registerIiif(app: FastifyInstance, deps: { config: ApiConfig; handlers: Handlers }): void {
  const call = { body: undefined, customer: null, token: null };
  const hall = (request: FastifyRequest, id: string): Promise<ExhibitionHallDetail | null> =>
    orNull(deps.handlers['exhibitions.getHall']({ ...call, query: { id }, ip: request.ip }));

  app.get<{ Params: { id: string } }>(
    '/iiif/artworks/:id/manifest.json',
    { schema: { hide: true } },
    async (request, reply) => {
      const work = await orNull(
        deps.handlers['artworks.get']({ ...call, query: { id: request.params.id }, ip: request.ip }),
      );
      return sendPresentation(request, reply, work && artworkManifest(work, deps.config), '作品不存在');
    },
  );

  app.get<{ Params: { hall: string } }>(
    '/iiif/halls/:hall/collection.json',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await hall(request, request.params.hall);
      return sendPresentation(request, reply, found && hallCollection(found, deps.config), '展厅不存在');
    },
  );

  app.get<{ Params: { hall: string; id: string } }>(
    '/iiif/halls/:hall/works/:id/manifest.json',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await hall(request, request.params.hall);
      const work = found?.works.find((w) => String(w.id) === request.params.id);
      return sendPresentation(
        request,
        reply,
        found && work ? hallWorkManifest(found, work, deps.config) : null,
        '展品不存在',
      );
    },
  );
}
