/** The notice above a 预览, so that no one takes it for the public page. */
const NOTICE =
  '<p role="status" style="position:sticky;top:0;z-index:2147483647;margin:0;padding:8px 16px;background:#fff4e5;color:#663c00;font:14px/1.5 sans-serif;text-align:center;border-bottom:1px solid #ffb74d">预览：此页面按门户的样子显示当前保存的内容，仅你这次登录可见，不会被搜索引擎收录</p>';

/**
 * The portal's rendered page as a 预览 on the back office's origin: without its scripts (the page's calls would ask
 * the public API for a draft, which it does not answer), its addresses resolved on the portal's origin, `noindex`,
 * and the notice on top.
 */
export function previewDocument(html: string, portalOrigin: string): string {
  const base = `<base href="${portalOrigin}/"><meta name="robots" content="noindex, nofollow">`;
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<head\b[^>]*>/i, (head) => `${head}${base}`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}${NOTICE}`);
}
