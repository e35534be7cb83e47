import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received, path without the `/api` prefix. */
type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
};

/** What a route answers: an envelope, with HTTP 200 unless `status` says otherwise. */
export type Reply = { status?: number; body: unknown };

/** Answers one `METHOD /path` of the contract, at once or when its promise settles. */
export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A running contract server. */
export type ContractServer = {
  /** Base URL to give the api-client, ending in `/api`. */
  baseURL: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** How many times `METHOD /path` was called. */
  count: (route: string) => number;
  close: () => Promise<void>;
};

/** `{ code: 200, msg: '操作成功', data }`: a success envelope. */
export const ok = (data: unknown = null): Reply => ({ body: { code: 200, msg: '操作成功', data } });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Starts a real HTTP server on 127.0.0.1, port 0, that answers the given routes (keys `METHOD /path`)
 * under `/api` with contract envelopes, and 404 for anything else.
 */
export async function startContractServer(routes: Record<string, Route>): Promise<ContractServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: await readBody(request),
        authorization: request.headers.authorization,
      };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${recorded.path}`];
      const reply = route ? await route(recorded) : { status: 404, body: { code: 404, msg: '接口不存在' } };
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    requests,
    count: (route) => requests.filter((request) => `${request.method} ${request.path}` === route).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
