import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Path and query string exactly as they arrived. */
  url: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

/** What the test server answers. */
export interface Reply {
  status?: number;
  /** Serialised as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

/** A real HTTP server on a free port that records every request and answers what the test decides. */
export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Sets how the server answers from now on. */
  answer(handler: (request: RecordedRequest) => Reply | Promise<Reply>): void;
  /** The recorded request's body parsed as JSON. */
  json(request: RecordedRequest): unknown;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a server on 127.0.0.1, port 0. */
export async function startTestServer(): Promise<TestServer> {
  let handler: (request: RecordedRequest) => Reply | Promise<Reply> = () => ({
    body: { code: 200, msg: '成功', data: null },
  });
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        url: req.url ?? '',
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        rawBody: await readBody(req),
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
      res.writeHead(reply.status ?? 200, {
        'content-type':
          typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
        ...reply.headers,
      });
      res.end(body);
    })();
  });
  // A slow test must not meet the server closing an idle kept-alive socket just as the client reuses it.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      handler = next;
    },
    json: (request) => JSON.parse(request.rawBody.toString('utf8')) as unknown,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
