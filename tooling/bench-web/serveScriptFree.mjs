import { createServer, request } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';

/** A page's HTML without what runs or preloads script: every `<script>` element and `<link rel="modulepreload">`. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

// What the browser's request says about who asks; the rest (host, encodings, connection) is the fetch's own.
const forwardedHeaders = ['user-agent', 'accept', 'accept-language', 'cookie'];

/**
 * An origin in front of the portal for its script-free twin: each of `pages` (path and query, as requested) is
 * answered with the HTML the portal renders for the same request (same User-Agent, so the same phone or desktop
 * layout, and the same server time), minus its scripts; every other request (assets, `/storage` pictures, the API)
 * is passed to the portal unchanged, so CSS and pictures load as they do on the portal.
 * The HTML is compressed as the API compresses it (brotli, quality 4).
 * @param {string} portal the portal's origin, e.g. `http://127.0.0.1:4390`
 * @param {Iterable<string>} pages e.g. `/artWorks/detail?id=1`
 * @returns {Promise<import('node:http').Server>} listening on a free port of 127.0.0.1
 */
export function serveScriptFree(portal, pages) {
  const paths = new Set(pages);
  const { hostname, port } = new URL(portal);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'GET' && paths.has(url)) {
      void answerPage(portal, req, res);
      return;
    }
    const upstream = request(
      {
        hostname,
        port,
        path: url,
        method: req.method,
        headers: { ...req.headers, host: `${hostname}:${port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function answerPage(portal, req, res) {
  try {
    const headers = {};
    for (const name of forwardedHeaders) if (req.headers[name]) headers[name] = req.headers[name];
    const answer = await fetch(new URL(req.url ?? '/', portal), { headers, redirect: 'manual' });
    const body = Buffer.from(withoutScripts(await answer.text()));
    const head = {
      'content-type': answer.headers.get('content-type') ?? 'text/html; charset=utf-8',
      vary: 'User-Agent, accept-encoding',
    };
    const cacheControl = answer.headers.get('cache-control');
    if (cacheControl) head['cache-control'] = cacheControl;
    if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      const compressed = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
        },
      });
      res.writeHead(answer.status, { ...head, 'content-encoding': 'br' }).end(compressed);
    } else {
      res.writeHead(answer.status, head).end(body);
    }
  } catch (error) {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
  }
}
