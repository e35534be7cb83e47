import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import { contentHandlers } from './contentHandlers';
import type { ContentKind, ContentRow } from './ContentKind';

/**
 * One kind's handlers by their calls' names (`news.list`, `news.publish`, …): the ten calls every kind has (预览, where a kind has it, is `contentPreviewHandlers`'), named
 * after the contract's `contentRoutes(resource, …)`.
 */
export function contentKindHandlers<const R extends string, Row extends ContentRow, F, Rec, L>(
  deps: AdminDeps,
  resource: R,
  kind: ContentKind<Row, F, Rec, L>,
): AdminHandlerSet<Exclude<AdminResourceCalls<R>, `${R}.preview`>> {
  if (kind.resource !== resource) throw new Error(`${kind.label} is ${kind.resource}, not ${resource}`);
  const handlers = contentHandlers(deps, kind);
  // The contract's routes of R are exactly these ten names; their bodies are checked by the routes' schemas.
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [`${resource}.${name}`, handler]),
  ) as unknown as AdminHandlerSet<Exclude<AdminResourceCalls<R>, `${R}.preview`>>;
}
