import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;
/** A DOM's window, as DOMPurify needs it. */
export type SanitizerWindow = Window & typeof globalThis;

let serverWindow: SanitizerWindow | null = null;

/**
 * What each of the last few sanitised texts came out as: a server renders the same article on every request, and
 * DOMPurify's walk through jsdom was 2 % of a cold render's CPU. The output depends only on the input.
 */
const cleaned = new Map<string, string>();
const remembered = 200;

/**
 * Gives the sanitiser a DOM where there is none (a server rendering pages): e.g. jsdom's window. In a browser the
 * page's own window is used.
 */
export function provideSanitizerWindow(window: SanitizerWindow): void {
  serverWindow = window;
  purifier = null;
  cleaned.clear();
}

/**
 * The inline-style properties editorial HTML keeps: what a rich-text editor writes for alignment and emphasis.
 * An allowlist, not a list of what to drop: a denylist of `position`/`z-index` would miss the next way to cover
 * or move the page (`inset`, `transform`, negative margins, `100vw` boxes) or to load a tracker (`background`).
 */
const keptProperties = new Set([
  'text-align',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
]);

/** Plain words, numbers, `#` colours and the colour functions: no `url(`, `var(`, `expression(`, escapes or quotes. */
const plainValue = /^[#a-z0-9\s.,%)-]+$/i;
const colourFunction = /\b(?:rgba?|hsla?)\(/gi;

/** The declarations of an inline `style` worth keeping, re-serialised (`text-align: center; color: red`), or `null`. */
function editorialStyle(style: string): string | null {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (keptProperties.has(property) && value !== '' && plainValue.test(value.replace(colourFunction, ''))) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.length > 0 ? kept.join('; ') : null;
}

const safeHref = /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;

function createPurifier(): DOMPurify {
  const window = serverWindow ?? globalThis.window;
  if (window === undefined)
    throw new Error('sanitizeHtml needs a DOM: call provideSanitizerWindow() on the server.');
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = editorialStyle(style);
      if (kept === null) node.removeAttribute('style');
      else node.setAttribute('style', kept);
    }
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
 * `rel="noopener noreferrer nofollow"` and only http(s), mailto, tel or relative targets. Inline styles keep only
 * alignment and emphasis: nothing in the article can be positioned or layered over the page.
 */
export function sanitizeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = purify(html);
  if (cleaned.size >= remembered) cleaned.delete(cleaned.keys().next().value ?? '');
  cleaned.set(html, clean);
  return clean;
}

function purify(html: string): string {
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
