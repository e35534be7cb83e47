import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { NonceContext } from '../routing/NonceContext';
import { cacheControl } from './cacheControl';
import { htmlEtag } from './htmlEtag';
import { pageStyleTags } from './pageStyleTags';
import { portalCsp, type CspSettings } from './portalCsp';
import { startAfterFirstScreen } from './startAfterFirstScreen';

/** What the document's answer depends on besides the request: the policy's settings and how long a render may take. */
export type RenderDocumentOptions = {
  /** The portal's settings the Content-Security-Policy names (its API and storage origins). */
  csp: CspSettings;
  /** How long the framework lets a loader's deferred data stream, in ms; the render is abandoned a second later. */
  streamTimeout: number;
};

function isPersonal(context: EntryContext): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1);
  const handle: unknown = leaf ? context.routeModules[leaf.route.id]?.handle : undefined;
  return (
    typeof handle === 'object' && handle !== null && (handle as { personal?: unknown }).personal === true
  );
}

/**
 * Renders a whole page before answering (the body of the framework's server entry): its HTML carries Emotion's
 * critical CSS for exactly what it shows, every inline script this response's nonce, and an ETag taken from the HTML
 * without the nonce, so the same page has the same tag on every render and every instance, and a request that holds
 * it is answered 304.
 */
export function renderDocument(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  options: RenderDocumentOptions,
): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <CacheProvider value={cache}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </CacheProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // The page is sent whole, so every Suspense boundary goes inline: by default React moves a completed boundary
        // past 12 800 bytes into a hidden element that a script reveals, which a reader without JavaScript never sees.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            const rendered = Buffer.concat(chunks).toString('utf8');
            const styles = pageStyleTags(emotion, cache, rendered);
            const html = startAfterFirstScreen(rendered.replace('</head>', `${styles}</head>`));
            const answered = failed ? 500 : status;
            const etag = htmlEtag(html, nonce);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            headers.set('Cache-Control', cacheControl(answered, isPersonal(context)));
            headers.set('ETag', etag);
            headers.set('Vary', 'User-Agent');
            // A 304 keeps the stored page, whose scripts carry the stored nonce: it must not bring a new policy.
            if (answered === 200 && request.headers.get('if-none-match') === etag) {
              resolve(new Response(null, { status: 304, headers }));
              return;
            }
            headers.set('Content-Security-Policy', portalCsp(nonce, options.csp));
            resolve(new Response(html, { status: answered, headers }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, options.streamTimeout + 1000);
  });
}
