import type { RouteName, RouteOf } from '@art-portal/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { CurrentCustomer } from '../auth/tokens';
import type { CodeSender } from '../auth/codeSenders';
import type { ReadCache } from '../cache/ReadCache';
import type { ViewCounter, ViewedTable } from '../cache/ViewCounter';
import type { ApiConfig } from '../config/loadConfig';
import type { Db } from '../db/openDatabase';
import type { SearchIndex } from '../search/SearchIndex';

/** What every handler may use. */
export type Deps = {
  db: Db;
  config: ApiConfig;
  sender: CodeSender;
  log: FastifyBaseLogger;
  /** The HMAC secret of upload policies, shared by every instance. */
  storageSecret: () => Promise<string>;
  /** Public reads, shared by every request of this instance. */
  readCache: ReadCache;
  /** The view counters of the detail calls. */
  views: Record<ViewedTable, ViewCounter>;
  /** The search index of every public record. */
  search: SearchIndex;
};

type Part<R, K extends 'query' | 'body'> = R extends { [P in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

/** The validated request of the call `N`, and who makes it. */
type HandlerContext<N extends RouteName> = {
  query: Part<RouteOf<N>, 'query'>;
  body: Part<RouteOf<N>, 'body'>;
  customer: RouteOf<N>['login'] extends true ? CurrentCustomer : CurrentCustomer | null;
  /** The bearer token as sent, when one was sent. */
  token: string | null;
  ip: string;
};

/** Answers the call `N` with the envelope's `data`, or throws a BusinessError. */
type Handler<N extends RouteName> = (ctx: HandlerContext<N>) => Promise<Static<RouteOf<N>['data']>>;

/** A handler for some calls of the route table. */
export type HandlerSet<N extends RouteName> = { [K in N]: Handler<K> };

/** The calls of one resource of the client, e.g. `ResourceCalls<'news'>`: `'news.list' | 'news.get' | 'news.getNeighbours'`. */
export type ResourceCalls<R extends string> = Extract<RouteName, `${R}.${string}`>;

/** A handler for every call of the route table. */
export type Handlers = HandlerSet<RouteName>;
