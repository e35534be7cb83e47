import { findAdminRoute } from '@art-portal/api-client/admin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from '../config/loadConfig';
import { isPreviewKey } from '../content/previewKey';
import { isPreviewResource, previewTargets } from '../content/previewTargets';
import type { Db } from '../db/openDatabase';
import { toKey } from '../http/paging';
import type { PortalRenderer } from '../portal/PortalRenderer';
import { withPreview } from '../portal/previewScope';
import { previewDocument } from './previewDocument';
import { staffRefusal } from './staffGate';
import { resolveStaffSession } from './staffSessions';

/** What the 预览 page needs. */
export type PreviewPageOptions = {
  db: Db;
  config: ApiConfig;
  cookieName: () => string;
  renderPreview: PortalRenderer | undefined;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A 预览 refused or failed: a plain Chinese page, never cached. */
function refusalPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>无法预览</title><p>${escapeHtml(message)}</p><p><a href="/">返回管理后台</a></p></html>`,
    );
}

/** The policy of a 预览: no script at all; styles, pictures, video and fonts from the portal and the storage only. */
function previewPolicy(config: ApiConfig): string {
  const portal = new URL(config.publicUrl).origin;
  const sources = [portal, ...(config.storageHost ? [new URL(config.storageHost).origin] : [])].join(' ');
  return [
    "default-src 'none'",
    "script-src 'none'",
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data: blob:`,
    `media-src ${sources}`,
    `font-src ${sources} data:`,
    `base-uri ${portal}`,
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * `GET /preview/<kind>/<id>?key=…` on the back office's origin (admin.md § Content: 预览): the record as the portal's
 * renderer draws it, whatever its 状态, for the staff session whose key the address carries (`news.preview`), with
 * that call's roles. `noindex`, never cached, no script.
 */
export function registerPreviewPage(app: FastifyInstance, options: PreviewPageOptions): void {
  const { db, config, cookieName, renderPreview } = options;
  app.get<{ Params: { resource: string; id: string }; Querystring: { key?: string } }>(
    '/preview/:resource/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const { resource } = request.params;
      const id = toKey(request.params.id);
      const route = findAdminRoute(`${resource}.preview`);
      if (!isPreviewResource(resource) || id === null || !route || route.public)
        return refusalPage(reply, 404, '没有这个预览');
      const session = request.cookies[cookieName()];
      const account = session ? await resolveStaffSession(db, session) : null;
      const refusal = staffRefusal(route.name, new Set(route.roles), account, Boolean(session));
      if (refusal)
        return refusalPage(reply, refusal.status, `${refusal.msg}：登录后请在管理后台重新点“预览”`);
      if (!session || !isPreviewKey(request.query.key, session, resource, id))
        return refusalPage(reply, 403, '这个预览地址属于另一次登录，请在管理后台重新点“预览”');
      if (!renderPreview) return refusalPage(reply, 503, '此实例没有加载门户的页面渲染，暂时无法预览');
      const target = previewTargets[resource];
      const portalOrigin = new URL(config.publicUrl).origin;
      const rendered = await withPreview({ what: target.what, id }, async () => {
        const response = await renderPreview(
          new Request(`${portalOrigin}${target.path}?id=${id}`, {
            headers: { accept: 'text/html', 'user-agent': request.headers['user-agent'] ?? '' },
          }),
        );
        return { status: response.status, html: await response.text() };
      });
      return reply
        .code(rendered.status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-security-policy', previewPolicy(config))
        .type('text/html; charset=utf-8')
        .send(previewDocument(rendered.html, portalOrigin));
    },
  );
}
