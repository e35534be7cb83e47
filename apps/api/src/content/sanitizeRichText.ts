import { provideSanitizerWindow, sanitizeHtml } from '@art-portal/ui-shell/sanitize';
import { JSDOM } from 'jsdom';

let windowGiven = false;

/**
 * An editor's HTML as the portal's `RichText` would show it: the same allow-list (no script, handlers, frames,
 * forms or styles beyond alignment and emphasis; safe links only). The back office stores only this, never the
 * editor's own HTML.
 */
export function sanitizeRichText(html: string): string {
  if (!windowGiven) {
    provideSanitizerWindow(new JSDOM('').window);
    windowGiven = true;
  }
  return sanitizeHtml(html);
}
