import { describe, expect, it } from 'vitest';
import { createRenderedPageCache } from './renderedPageCache';

function page(nonce: string, cacheControl = 'public, max-age=0, s-maxage=60', status = 200): Response {
  return new Response(`<script nonce="${nonce}">go()</script>`, {
    status,
    headers: {
      'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
      'cache-control': cacheControl,
      etag: '"page"',
    },
  });
}

const nonceInHtml = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('rendered page cache', () => {
  it('answers 410 for a page taken down once it has been rendered again, instead of the page it was', async () => {
    const cache = createRenderedPageCache({ ttlMs: 1, max: 10 });
    let status = 200;
    const render = () => Promise.resolve(page('n', undefined, status));
    const key = 'desktop /news/detail?id=1';
    const request = new Request('http://portal/news/detail?id=1');
    expect((await cache.through(key, request, render)).status).toBe(200);
    status = 410;
    const expired = () => new Promise((resolve) => setTimeout(resolve, 10));
    await expired();
    // The expired page may be served once more while it is rendered anew; after that render, the 410 is the page.
    await cache.through(key, request, render);
    await expired();
    expect((await cache.through(key, request, render)).status).toBe(410);
    await expired();
    expect((await cache.through(key, request, render)).status).toBe(410);
  });

  it('renders a public page once and answers again with a fresh nonce in both its scripts and its policy', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, max: 10 });
    let renders = 0;
    const render = () => Promise.resolve(page(`n${++renders}`));
    const first = await cache.through('desktop /home', new Request('http://portal/home'), render);
    const second = await cache.through('desktop /home', new Request('http://portal/home'), render);
    expect(renders).toBe(1);
    const [a, b] = [nonceInHtml(await first.text()), nonceInHtml(await second.text())];
    expect(a).toBe('n1');
    expect(a).not.toBe(b);
    expect(first.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-n1'`);
    expect(second.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-${b}'`);
  });

  it('answers 304 without a policy to a request that holds the page', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, max: 10 });
    await cache.through('k', new Request('http://portal/home'), () => Promise.resolve(page('n1')));
    const again = await cache.through(
      'k',
      new Request('http://portal/home', { headers: { 'if-none-match': '"page"' } }),
      () => Promise.resolve(page('n2')),
    );
    expect(again.status).toBe(304);
    expect(again.headers.has('content-security-policy')).toBe(false);
  });

  it('never keeps a personal page', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, max: 10 });
    let renders = 0;
    const render = () => Promise.resolve(page(`n${++renders}`, 'no-store'));
    await cache.through('k', new Request('http://portal/message'), render);
    await cache.through('k', new Request('http://portal/message'), render);
    expect(renders).toBe(2);
  });
});

describe('forgetting the kept pages', () => {
  it('renders anew after forget, never answering the page from before it (not even once as stale)', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, max: 10 });
    let body = 'untiled';
    const render = () =>
      Promise.resolve(
        new Response(`<script nonce="nonce42">${body}</script>`, {
          headers: {
            'content-security-policy': "script-src 'nonce-nonce42'",
            'cache-control': 'public, max-age=0',
            etag: `"${body}"`,
          },
        }),
      );
    const request = () => new Request('http://portal/artWorks/detail?id=3');
    expect(await (await cache.through('k', request(), render)).text()).toContain('untiled');
    body = 'deep-zoom';
    expect(await (await cache.through('k', request(), render)).text()).toContain('untiled');
    cache.forget();
    expect(await (await cache.through('k', request(), render)).text()).toContain('deep-zoom');
    expect(await (await cache.through('k', request(), render)).text()).toContain('deep-zoom');
  });

  it('does not keep a page whose render was running when it forgot', async () => {
    const cache = createRenderedPageCache({ ttlMs: 60_000, max: 10 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const render = async () => {
      renders += 1;
      if (renders === 1) await held;
      return page(`n${renders}`);
    };
    const first = cache.through('k', new Request('http://portal/a'), render);
    cache.forget();
    release();
    expect((await first).status).toBe(200);
    await cache.through('k', new Request('http://portal/a'), render);
    expect(renders).toBe(2);
  });
});
