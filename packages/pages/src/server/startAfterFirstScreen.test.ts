import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, startAfterFirstScreen } from './startAfterFirstScreen';

const page = [
  '<html><head><meta charset="utf-8"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/manifest-1.js" nonce="n0nce"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-2.js" nonce="n0nce"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/shell-Ab_12345.js" nonce="n0nce"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/store-Cd-23456.js" nonce="n0nce"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry-deps-Ef345678.js" nonce="n0nce"/>',
  '</head><body><main><img src="/a.jpg" loading="eager"/></main>',
  '<script nonce="n0nce" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('startAfterFirstScreen', () => {
  const html = startAfterFirstScreen(page);

  it('takes the preloads and the module script out of the page', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<main><img src="/a.jpg" loading="eager"/></main>');
    expect(html).toContain(
      '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
    );
  });

  it("puts in the module script's place one script with the page's nonce that carries the same code and preloads, and the chunks to evaluate first", () => {
    const starter =
      /<script nonce="n0nce">(\(function\(preloads,early,code,nonce,limit\)[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1] ?? '';
    expect(starter).not.toBe('');
    const args = /\}\)\((.*)\)$/.exec(starter)?.[1] ?? '';
    const [preloads, early, code, nonce, limit] = JSON.parse(`[${args}]`) as [
      string[],
      string[],
      string,
      string,
      number,
    ];
    expect(preloads).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/shell-Ab_12345.js',
      '/assets/store-Cd-23456.js',
      '/assets/entry-deps-Ef345678.js',
    ]);
    // Evaluated one per task before the module script, each initial chunk after those it imports; the chunk the
    // module script imports to hydrate is not.
    expect(early).toEqual([
      '/assets/entry-deps-Ef345678.js',
      '/assets/store-Cd-23456.js',
      '/assets/shell-Ab_12345.js',
      '/assets/manifest-1.js',
    ]);
    expect(code).toBe(
      'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");',
    );
    expect(nonce).toBe('n0nce');
    expect(limit).toBe(FIRST_SCREEN_WAIT_MS);
  });

  it('writes the carried code with no "<", so nothing in it can end the inline script', () => {
    const withMarkup = page.replace(
      'window.__reactRouterRouteModules',
      'window.__probe = "</b>";\nwindow.__reactRouterRouteModules',
    );
    const starter =
      /<script nonce="n0nce">(\(function[\s\S]*?)<\/script>/.exec(startAfterFirstScreen(withMarkup))?.[1] ??
      '';
    expect(starter).toContain('\\u003c/b>');
    expect(starter).not.toContain('</');
  });

  it('leaves a page without the framework module script as it is', () => {
    const plain = '<html><head></head><body><p>页面不存在</p></body></html>';
    expect(startAfterFirstScreen(plain)).toBe(plain);
  });
});
