import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** What a browser gets at the admin origin while `apps/admin` is not built. */
const notBuiltPage = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>管理后台尚未构建 - 管理后台</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.7">
<h1>管理后台尚未构建</h1>
<p>接口已在运行，但管理后台的页面还没有构建。请在项目根目录运行 <code>pnpm --filter @art-portal/admin build</code>，或使用 <code>npm start</code>（会先构建全部应用）。</p>
</body>
</html>
`;

/**
 * The back office's pages at `/`: the built `apps/admin` (hashed assets cached for a year, everything else
 * revalidated), and its `index.html` for every other GET outside the API, so that the app's own routes load on a
 * reload. Without a build, a short page says so. A stored file's address (`/storage/…`) is sent on to the storage.
 */
export async function registerAdminPages(
  app: FastifyInstance,
  options: {
    staticDir: string;
    apiPrefix: string;
    /** The portal's address, whose storage host serves `/storage/…`, read at each request. */
    storageBase: () => string;
  },
): Promise<void> {
  const indexFile = join(options.staticDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(options.staticDir, 'assets')}/`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`)) return reply.callNotFound();
      // A form's picture or video (`/storage/…`, as records keep them) is the storage's: shown from there.
      if (path.startsWith('/storage/'))
        return reply
          .code(302)
          .header('cache-control', 'no-cache')
          .redirect(`${options.storageBase()}${path}`);
      // Read at each request: a rebuild of the app while the server runs is served at once.
      const page = built ? await readFile(indexFile, 'utf8').catch(() => notBuiltPage) : notBuiltPage;
      return reply
        .code(built ? 200 : 503)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  });
}
