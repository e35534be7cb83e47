import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { routes } from '../src/contract/index';
import { createApiClient } from '../src/index';
import { rejection } from './rejection';
import { calls } from './sampleCalls';

/**
 * A real HTTP server that answers only when the test says so, and counts the requests whose client went away
 * before the answer: a cancelled call must really close its request.
 */
interface HeldServer {
  url: string;
  received: string[];
  /** Requests closed by the client before they were answered. */
  abandoned: number;
  /** Resolves once `count` requests have arrived. */
  arrived(count: number): Promise<void>;
  /** Answers the requests waiting now with a success envelope. */
  release(): void;
  /** Sends the status line, the headers and half of the body, then stalls. */
  stallMidBody: boolean;
  close(): Promise<void>;
}

async function startHeldServer(): Promise<HeldServer> {
  const waiting: ServerResponse[] = [];
  const listeners: (() => void)[] = [];
  const answer = (res: ServerResponse): void => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'XSRF-TOKEN=held; Path=/' });
    res.end(JSON.stringify({ code: 200, msg: '成功', data: { rows: [], total: 0 } }));
  };
  const held: HeldServer = {
    url: '',
    received: [],
    abandoned: 0,
    stallMidBody: false,
    arrived: (count) =>
      new Promise((resolve) => {
        const check = (): void => {
          if (held.received.length >= count) resolve();
          else listeners.push(check);
        };
        check();
      }),
    release: () => waiting.splice(0).forEach(answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    held.received.push(`${req.method} ${req.url}`);
    res.on('close', () => {
      if (!res.writableFinished) held.abandoned += 1;
    });
    req.resume();
    listeners.splice(0).forEach((listener) => listener());
    if (held.stallMidBody) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"code":200,');
      return;
    }
    waiting.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  held.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return held;
}

/** Resolves after `ms`; only ever used to outlast a timeout that was set first. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the abandoned requests reach `count` (the server learns of a closed socket a moment after the client). */
async function abandoned(server: HeldServer, count: number): Promise<void> {
  while (server.abandoned < count) await after(5);
}

let server: HeldServer;
let notices: string[];
const hooks = { notify: (_level: string, message: string) => notices.push(message) };

beforeAll(async () => {
  server = await startHeldServer();
});
afterAll(() => server.close());
beforeEach(() => {
  notices = [];
});

describe('cancelling a call with its signal', () => {
  test('a call aborted in flight rejects with kind aborted, closes its request and notifies nothing', async () => {
    const api = createApiClient({ baseURL: server.url, xsrfCookieJar: false, ...hooks });
    const controller = new AbortController();
    const before = server.received.length;
    const call = api.news.list({ pageNum: 1, pageSize: 10 }, { signal: controller.signal });
    await server.arrived(before + 1);
    const abandonedBefore = server.abandoned;
    controller.abort();
    const error = await rejection(call);
    expect(error).toMatchObject({ kind: 'aborted', message: '请求已取消', notified: false });
    expect(error.status).toBeUndefined();
    await abandoned(server, abandonedBefore + 1);
    expect(notices).toEqual([]);
  });

  test.each(routes.map((route) => route.name))(
    '%s takes the options: an aborted signal sends nothing',
    async (name) => {
      const api = createApiClient({ baseURL: server.url, ...hooks });
      const before = server.received.length;
      const error = await rejection(calls[name].call(api, { signal: AbortSignal.abort() }));
      expect(error).toMatchObject({ kind: 'aborted', notified: false });
      expect(server.received.length).toBe(before);
      expect(notices).toEqual([]);
    },
  );

  test("a call waiting for a new client's first answer (to learn the XSRF cookie) is cancelled without being sent", async () => {
    const api = createApiClient({ baseURL: server.url, ...hooks });
    const before = server.received.length;
    const first = api.home.countVisit();
    const controller = new AbortController();
    const second = api.customer.logout({ signal: controller.signal });
    await server.arrived(before + 1);
    controller.abort();
    expect(await rejection(second)).toMatchObject({ kind: 'aborted', notified: false });
    expect(server.received.length).toBe(before + 1);
    server.release();
    await expect(first).resolves.toEqual({ rows: [], total: 0 });
  });
});

describe('timeouts', () => {
  test('a call with a timeout that the server does not answer in time rejects with kind timeout', async () => {
    const api = createApiClient({ baseURL: server.url, xsrfCookieJar: false, ...hooks });
    const abandonedBefore = server.abandoned;
    const receivedBefore = server.received.length;
    // Long enough for the request to reach the server on a loaded machine, so that closing it is observable.
    const call = rejection(api.artworks.get({ id: 1 }, { timeout: 500 }));
    await server.arrived(receivedBefore + 1);
    const error = await call;
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试', notified: false });
    await abandoned(server, abandonedBefore + 1);
    expect(notices).toEqual([]);
  });

  test("the client's timeout is every call's default; a call's own timeout wins, 0 meaning none", async () => {
    const api = createApiClient({ baseURL: server.url, xsrfCookieJar: false, timeout: 20, ...hooks });
    expect(await rejection(api.home.listBanners())).toMatchObject({ kind: 'timeout' });
    const before = server.received.length;
    const patient = api.home.listBanners({ timeout: 0 });
    await server.arrived(before + 1);
    await after(100);
    server.release();
    await expect(patient).resolves.toEqual({ rows: [], total: 0 });
  });

  test('the timeout covers reading the answer: a body that stops half-way times out', async () => {
    server.stallMidBody = true;
    try {
      const api = createApiClient({ baseURL: server.url, xsrfCookieJar: false, ...hooks });
      expect(await rejection(api.news.get({ id: 1 }, { timeout: 50 }))).toMatchObject({
        kind: 'timeout',
        notified: false,
      });
    } finally {
      server.stallMidBody = false;
    }
  });

  test("a signal that aborts with a TimeoutError (AbortSignal.timeout) is a timeout too; the caller's abort wins over the client's timeout", async () => {
    const api = createApiClient({ baseURL: server.url, xsrfCookieJar: false, timeout: 60_000, ...hooks });
    expect(await rejection(api.home.countVisit({ signal: AbortSignal.timeout(20) }))).toMatchObject({
      kind: 'timeout',
    });
    const controller = new AbortController();
    const call = api.home.countVisit({ signal: controller.signal });
    controller.abort();
    expect(await rejection(call)).toMatchObject({ kind: 'aborted' });
  });
});
