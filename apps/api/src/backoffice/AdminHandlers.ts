import type { AdminRouteName, AdminRouteOf } from '@art-portal/api-client/admin';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { ApiConfig } from '../config/loadConfig';
import type { Db } from '../db/openDatabase';
import type { PortalRenderer } from '../portal/PortalRenderer';
import type { StaffActor } from './StaffActor';

/** What every back-office handler may use. */
export type AdminDeps = {
  db: Db;
  config: ApiConfig;
  log: FastifyBaseLogger;
  /** The admin origin (`ADMIN_PUBLIC_URL`, else `http://<ADMIN_HOST>:<ADMIN_PORT>`): cookies are `Secure` when https. */
  adminOrigin: () => string;
  /** The portal's renderer of drafts (`LoadedPortal.renderPreview`), when this process renders the portal's pages. */
  renderPreview?: PortalRenderer;
};

type Part<R, K extends 'query' | 'body'> = R extends { [P in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

/** The validated request of the call `N`, who makes it, and the raw request and reply (cookies). */
type AdminHandlerContext<N extends AdminRouteName> = {
  query: Part<AdminRouteOf<N>, 'query'>;
  body: Part<AdminRouteOf<N>, 'body'>;
  /** The session's staff member: always set for a call with roles, null for a public one. */
  staff: AdminRouteOf<N> extends { public: true } ? StaffActor | null : StaffActor;
  /** The client's address. */
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Answers the call `N` with the envelope's `data`, or throws a BusinessError. */
type AdminHandler<N extends AdminRouteName> = (
  ctx: AdminHandlerContext<N>,
) => Promise<Static<AdminRouteOf<N>['data']>>;

/** Handlers of some calls of `adminRoutes`: `AdminHandlerSet<'staff.list' | 'staff.create'>`. */
export type AdminHandlerSet<N extends AdminRouteName> = { [K in N]: AdminHandler<K> };

/** The calls of one resource, e.g. `AdminResourceCalls<'staff'>`. */
export type AdminResourceCalls<R extends string> = Extract<AdminRouteName, `${R}.${string}`>;

/** A handler for every call of `adminRoutes`. */
export type AdminHandlers = AdminHandlerSet<AdminRouteName>;
