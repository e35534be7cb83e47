// `/healthz` and `/readyz` of a rendering instance: neither cached nor logged, and `/readyz` 503 while draining.

/**
 * A request handler for the two paths; answers false for any other path.
 * @param {{ readyUrl: string }} options `readyUrl`: what must answer 2xx for this instance to be ready (the API's).
 */
export function createRendererHealth({ readyUrl }) {
  let draining = false;
  /** @param {import('node:http').ServerResponse} response @param {number} status @param {string} body */
  const send = (response, status, body) =>
    response
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify({ status: body }));
  return {
    drain() {
      draining = true;
    },
    /** Since `drain()`: the instance is going away. */
    get draining() {
      return draining;
    },
    /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
    async answer(request, response) {
      const path = (request.url ?? '').split('?')[0];
      if (path === '/healthz') return (send(response, 200, 'ok'), true);
      if (path !== '/readyz') return false;
      if (draining) return (send(response, 503, 'draining'), true);
      const api = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      await api?.arrayBuffer().catch(() => undefined);
      if (api?.ok) send(response, 200, 'ready');
      else send(response, 503, 'api unavailable');
      return true;
    },
  };
}
