import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;
/** A DOM's window, as DOMPurify needs it. */
export type SanitizerWindow = Window & typeof globalThis;

let serverWindow: SanitizerWindow | null = null;

/**
 * Gives the sanitiser a DOM where there is none (a server rendering pages): e.g. jsdom's window. In a browser the
 * page's own window is used.
 */
export function provideSanitizerWindow(window: SanitizerWindow): void {
  serverWindow = window;
  purifier = null;
}

const safeHref = /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;

function createPurifier(): DOMPurify {
  const window = serverWindow ?? globalThis.window;
  if (window === undefined) throw new Error('sanitizeHtml needs a DOM: call provideSanitizerWindow() on the server.');
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.HTMLAnchorElement) {
      const href = node.getAttribute('href');
      if (href !== null && !safeHref.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node instanceof window.HTMLImageElement) {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return instance;
}

/**
 * Cleans HTML from the server so that nothing in it can run script: DOMPurify's defaults (no `<script>`,
 * event handlers or `javascript:` URLs) plus no forms, frames or `<style>`; links open in a new tab with
 * `rel="noopener noreferrer nofollow"` and only http(s), mailto, tel or relative targets.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['srcdoc', 'formaction', 'action'],
  });
}
