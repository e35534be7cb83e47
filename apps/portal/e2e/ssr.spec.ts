import type { APIRequestContext, Page } from '@playwright/test';
import { parseCsp, runnableScripts, scriptNonce } from './contentSecurityPolicy';
import { envelope, publicPost, registerCustomer } from './journeys/support/portalApi';
import { openLoggedIn } from './journeys/support/portalUi';
import { waitForHydration } from './navigateInApp';
import { expect, test } from './portalTest';
import { notFoundPath, routeCases, siteName, type RouteCase } from './routeCatalogue';
import { watchConsole } from './watchConsole';

/** Issue 16: the portal server-rendered on path URLs. */

type Id = number | string;
type PageOf<T> = { rows: T[]; total: number };
type Titled = { id: Id; title: string };

const calls = {
  artworks: '/api/portal/production/selectAuthList',
  artwork: '/api/portal/production/getInfo',
  activities: '/api/portal/pass/activity/selectPageList',
  activity: '/api/portal/pass/activity/selectById',
  entries: '/api/portal/pass/activityCustomerInfo/selectPageList',
  halls: '/api/portal/cloudExhibitionColumn/selectPageList',
  news: '/api/portal/resourceInfoColumn/selectPageList',
  newsItem: '/api/portal/resourceInfoColumn/getInfo',
  courses: '/api/portal/pass/course/selectByPageList',
  course: '/api/portal/pass/course/selectById',
  search: '/api/portal/search/list',
} as const;

/** The top-level items of the desktop nav (ui.md) and where they lead. */
const topNav: [label: string, href: string][] = [
  ['首页', '/home'],
  ['艺术作品', '/artWorks/index'],
  ['艺术之友', '/workstation'],
  ['云展览', '/cloudExhibition?id=1'],
  ['教育培训', '/education/cultivate'],
  ['产业合作', '/cooperation/wl'],
  ['国际合作', '/international'],
  ['关于我们', '/aboutUs'],
];

async function record<T>(request: APIRequestContext, call: string, id: Id): Promise<T> {
  return envelope<T>(await request.get(call, { params: { id: String(id) } }));
}

async function titles(request: APIRequestContext, call: string, body: object): Promise<string[]> {
  const { rows } = await publicPost<PageOf<Titled>>(request, call, body);
  expect(rows.length, `${call} lists something`).toBeGreaterThan(0);
  return rows.map((row) => row.title);
}

/** Every row of a paged list call, page after page. */
async function everyRow(request: APIRequestContext, call: string): Promise<Titled[]> {
  const rows: Titled[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await publicPost<PageOf<Titled>>(request, call, { pageNum, pageSize: 50 });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/** The longest run of plain text in editor HTML (no markup, no entities): a sentence the page must show. */
function longestText(html: string): string {
  return html
    .split(/<[^>]*>/)
    .map((text) => text.trim())
    .filter((text) => !text.includes('&'))
    .reduce((longest, text) => (text.length > longest.length ? text : longest), '');
}

type FirstResponse = { heading: string; texts: string[] };

/** The `h1` and the texts the first response of `route` must show, as the API has them now. */
async function firstResponseOf(request: APIRequestContext, route: RouteCase): Promise<FirstResponse> {
  const url = new URL(route.path, 'http://portal');
  const id = url.searchParams.get('id') ?? '';
  switch (url.pathname) {
    case '/home':
      return {
        heading: siteName,
        texts: [
          ...(await titles(request, calls.artworks, { pageNum: 1, pageSize: 8 })),
          ...(await titles(request, calls.news, { pageNum: 1, pageSize: 4 })),
        ],
      };
    case '/artWorks/index':
      return {
        heading: route.name,
        texts: await titles(request, calls.artworks, { pageNum: 1, pageSize: 12 }),
      };
    case '/artWorks/detail': {
      const artwork = await record<{ title: string; author: string; productTypeName: string }>(
        request,
        calls.artwork,
        id,
      );
      return { heading: artwork.title, texts: ['作者', artwork.author, '作品类别', artwork.productTypeName] };
    }
    case '/activity/index':
      return {
        heading: route.name,
        texts: await titles(request, calls.activities, { pageNum: 1, pageSize: 6 }),
      };
    case '/activity/detail': {
      const call = await record<{ title: string; organizer: string; rules: string }>(
        request,
        calls.activity,
        id,
      );
      return { heading: call.title, texts: [`主办：${call.organizer}`, '征集规则', longestText(call.rules)] };
    }
    case '/activity/product':
      return {
        heading: route.name,
        texts: await titles(request, calls.entries, { pageNum: 1, pageSize: 4, activityId: id }),
      };
    case '/cloudExhibition': {
      const { rows } = await publicPost<PageOf<{ name: string }>>(request, calls.halls, {
        pageNum: 1,
        pageSize: 50,
        exhibitionId: Number(id),
      });
      expect(rows.length, 'the exhibition has halls').toBeGreaterThan(0);
      return { heading: route.name, texts: rows.map((hall) => hall.name) };
    }
    case '/education/course':
      return {
        heading: route.name,
        texts: await titles(request, calls.courses, { pageNum: 1, pageSize: 4 }),
      };
    case '/education/course/detail': {
      const course = await record<{ title: string; lecturer: string; description: string }>(
        request,
        calls.course,
        id,
      );
      return {
        heading: course.title,
        texts: [`主讲：${course.lecturer}`, '课程介绍', longestText(course.description)],
      };
    }
    case '/news/index':
      return { heading: route.name, texts: await titles(request, calls.news, { pageNum: 1, pageSize: 8 }) };
    case '/news/detail': {
      const news = await record<{ title: string; source: string; content: string }>(
        request,
        calls.newsItem,
        id,
      );
      return { heading: news.title, texts: [news.source, longestText(news.content)] };
    }
    case '/workstation':
      return {
        heading: route.name,
        texts: ['合作工作室', ...(await titles(request, calls.news, { pageNum: 1, pageSize: 4 }))],
      };
    case '/search': {
      const keyword = url.searchParams.get('q') ?? '';
      const params = { keyword, pageNum: '1', pageSize: '12' };
      const { rows } = await envelope<PageOf<Titled>>(await request.get(calls.search, { params }));
      expect(rows.length, 'the search finds something').toBeGreaterThan(0);
      return { heading: `“${keyword}”的搜索结果`, texts: rows.map((row) => row.title) };
    }
    case notFoundPath:
      return { heading: route.name, texts: ['返回首页'] };
    default:
      // The editorial pages (人才培养, 产业合作's five, 国际合作, 关于我们): their text ships with the portal.
      return { heading: route.name, texts: [] };
  }
}

/** The nav of the first response: the desktop bar with its links and highlight, or the phone's drawer button. */
async function expectNav(page: Page, route: RouteCase, isMobile: boolean): Promise<void> {
  if (isMobile) {
    // The server chose the phone layout from the User-Agent: the nav sits in a drawer behind 主导航.
    await expect(page.getByRole('button', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    return;
  }
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeVisible();
  for (const [label, href] of topNav)
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(route.nav);
}

const phoneSample = new Set(['/home', '/artWorks/detail?id=1', '/news/index']);

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routeCases) {
    // The phone's first response differs from the desktop's only in its shell: three pages stand for the rest.
    const details = phoneSample.has(route.path) ? {} : { tag: '@desktop-only' };
    test(
      `${route.name} (${route.path}): the first response shows its h1, its content and the nav`,
      details,
      async ({ page, request, isMobile }) => {
        const expected = await firstResponseOf(request, route);
        await page.goto(route.path);
        await expect(page).toHaveTitle(`${route.name} - ${siteName}`);
        await expect(page.locator('h1').first()).toHaveText(expected.heading);
        const shown = await page.locator('main').innerText();
        expect(
          expected.texts.filter((text) => !shown.includes(text)),
          'texts missing from the page',
        ).toEqual([]);
        await expectNav(page, route, isMobile);
        await expect(page.locator('footer')).toBeVisible();
      },
    );
  }
});

/**
 * One replace inside the page, whatever the path (useOldHashLinks): a sample of each shape stands for every ui.md
 * route, which the navigation specs open client-side themselves. A list, a nested path, a detail with its query, a
 * page behind login and the register tab.
 */
const oldLinkSample = new Set(['/news/index', '/education/course', '/artWorks/detail?id=1', '/workstation']);
const oldLinkCases = [
  ...routeCases.filter(({ path }) => oldLinkSample.has(path)).map(({ path, name }) => ({ path, name })),
  { path: '/login?t=register', name: '注册' },
];
if (oldLinkCases.length !== oldLinkSample.size + 1)
  throw new Error('an old-link sample path left routeCatalogue');

for (const route of oldLinkCases) {
  test(
    `the old link /#${route.path} lands on ${route.path} in one document load`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      // `/` answers 302 to `/home` before any document loads (the browser keeps the fragment): documents are the
      // answers that are not redirects.
      const documents: string[] = [];
      page.on('response', (response) => {
        const redirect = response.status() >= 300 && response.status() < 400;
        if (response.request().resourceType() === 'document' && !redirect) documents.push(response.url());
      });
      await page.goto(`/#${route.path}`);
      await expect(page).toHaveURL(route.path);
      expect(await page.evaluate(() => window.location.pathname + window.location.search)).toBe(route.path);
      await expect(page).toHaveTitle(`${route.name} - ${siteName}`);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(documents, 'document requests').toHaveLength(1);
    },
  );
}

for (const { name, path, heading } of [
  { name: '首页', path: '/home', heading: siteName },
  { name: '作品详情', path: '/artWorks/detail?id=1', heading: null },
  { name: '我的消息', path: '/message', heading: '我的消息' },
]) {
  test(`${name} (${path}) logged in starts without a console error or hydration warning`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    const problems = watchConsole(page);
    await openLoggedIn(page, customer.token, path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('button', { name: customer.phone })).toBeVisible();
    await expect(
      heading === null ? page.locator('h1').first() : page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a logged-in customer whose browser has no XSRF cookie yet is refused nothing', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const problems = watchConsole(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  await page.addInitScript(
    (token) => window.sessionStorage.setItem('art-portal-token', token),
    customer.token,
  );
  expect(await page.context().cookies()).toEqual([]);
  // A public page sets no cookie (a CDN keeps it for everyone), so the header's selectInfo is the first API call.
  await page.goto('/artWorks/detail?id=1');
  await expect(page.getByRole('button', { name: customer.phone })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);
});

test('a logged-in customer never sees 登录 or 注册 in the header while the page starts', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await page.addInitScript((token) => {
    window.sessionStorage.setItem('art-portal-token', token);
    const seen: string[] = [];
    Object.assign(window, { __loginLinksSeen: seen });
    // Seen means shown: a hidden placeholder that only keeps the menu's size does not count.
    new MutationObserver(() => {
      for (const control of Array.from(document.querySelectorAll('header a, header button'))) {
        const text = control.textContent?.trim() ?? '';
        const shown = control.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        if ((text === '登录' || text === '注册') && shown) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  }, customer.token);
  await page.goto('/artWorks/detail?id=1');
  await expect(page.getByRole('button', { name: customer.phone })).toBeVisible();
  expect(
    await page.evaluate(() => (window as Window & { __loginLinksSeen?: string[] }).__loginLinksSeen),
  ).toEqual([]);
});

test('the app mounts into <div id="app">: in the first response and after hydration', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/home')).text()).toMatch(/<body[^>]*><div id="app">/);
  await page.goto('/home');
  await waitForHydration(page);
  for (const landmark of ['header', 'main', 'footer'])
    await expect(page.locator(`body > #app ${landmark}`).first()).toBeVisible();
});

test.describe('HTTP answers', { tag: '@desktop-only' }, () => {
  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get(notFoundPath);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('页面不存在');
  });

  for (const { path, message } of [
    { path: '/artWorks/detail?id=999999', message: '作品不存在' },
    { path: '/news/detail?id=999999', message: '资讯不存在' },
  ]) {
    test(`a missing record (${path}) answers 404 with the page's message`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain(message);
    });
  }
});

type Head = {
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: string[];
  alternates: { type: string | null; href: string | null }[];
};

/** The head of an HTML document, parsed by the browser without running or loading anything of it. */
async function headOf(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const og: Record<string, string> = {};
    for (const meta of Array.from(doc.querySelectorAll('meta[property^="og:"]')))
      og[meta.getAttribute('property') ?? ''] = meta.getAttribute('content') ?? '';
    return {
      lang: doc.documentElement.getAttribute('lang'),
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      og,
      twitterCard: doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? null,
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => script.textContent ?? '',
      ),
      alternates: Array.from(doc.querySelectorAll('link[rel="alternate"]')).map((link) => ({
        type: link.getAttribute('type'),
        href: link.getAttribute('href'),
      })),
    };
  }, html);
}

type JsonLdNode = Record<string, unknown>;

/** Every node of the page's JSON-LD blocks (top level, arrays and `@graph`). */
function jsonLdNodes(blocks: string[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      nodes.push(value as JsonLdNode);
      if ('@graph' in value) visit((value as JsonLdNode)['@graph']);
    }
  };
  for (const block of blocks) visit(JSON.parse(block));
  return nodes;
}

/** The width of the picture at `url`, decoded by the browser. */
async function pictureWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, url);
}

const shareCases = [
  {
    name: '作品详情',
    path: '/artWorks/detail?id=1',
    call: calls.artwork,
    jsonLd: { type: 'VisualArtwork', titleKey: 'name' },
    widePicture: true,
  },
  {
    name: '资讯详情',
    path: '/news/detail?id=1',
    call: calls.newsItem,
    jsonLd: { type: 'NewsArticle', titleKey: 'headline' },
    widePicture: false,
  },
  {
    name: '课程详情',
    path: '/education/course/detail?id=1',
    call: calls.course,
    jsonLd: { type: 'Course', titleKey: 'name' },
    widePicture: false,
  },
  { name: '征集详情', path: '/activity/detail?id=1', call: calls.activity, jsonLd: null, widePicture: true },
];

test.describe('search and share tags', { tag: '@desktop-only' }, () => {
  for (const target of shareCases) {
    test(`${target.name} (${target.path}): title, description, canonical, Open Graph, Twitter card${target.jsonLd ? ' and JSON-LD' : ''}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const { title } = await record<{ title: string }>(
        request,
        target.call,
        new URL(target.path, 'http://portal').searchParams.get('id') ?? '',
      );
      const response = await request.get(target.path);
      expect(response.status()).toBe(200);
      const head = await headOf(page, await response.text());
      const url = `${baseURL}${target.path}`;

      expect(head.lang).toBe('zh-CN');
      expect(head.title).toBe(`${target.name} - ${siteName}`);
      expect(head.description?.trim()).toBeTruthy();
      expect(head.canonical).toBe(url);
      expect(head.og['og:url']).toBe(url);
      expect(head.og['og:title']).toBe(title);
      expect(head.og['og:description']?.trim()).toBeTruthy();
      expect(head.twitterCard).toBe('summary_large_image');

      const image = head.og['og:image'] ?? '';
      expect(image).toMatch(/^https?:\/\//);
      const picture = await request.get(image);
      expect(picture.status(), image).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
      // Share cards want 1200 px; the seed's news and course covers are 800 px wide at most.
      if (target.widePicture) expect(await pictureWidth(page, image)).toBeGreaterThanOrEqual(1200);

      const ld = target.jsonLd;
      if (ld) {
        const nodes = jsonLdNodes(head.jsonLd);
        const node = nodes.find((candidate) => candidate['@type'] === ld.type);
        expect(node, `a ${ld.type} in ${JSON.stringify(nodes)}`).toBeDefined();
        expect(node?.[ld.titleKey]).toBe(title);
        expect(JSON.stringify(head.jsonLd)).toContain('schema.org');
        if (ld.type === 'VisualArtwork') {
          expect(head.alternates).toContainEqual({
            type: 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
            href: expect.stringMatching(/\/api\/iiif\/artworks\/1\/manifest\.json$/),
          });
          expect(node?.subjectOf).toMatchObject({
            contentUrl: expect.stringMatching(/\/api\/iiif\/artworks\/1\/manifest\.json$/),
          });
        }
      }
    });
  }
});

type Sitemap = { error: boolean; namespace: string | null; root: string; locs: string[] };

/** Every `<loc>` of a sitemap, following a sitemap index to its sitemaps. */
async function sitemapUrls(page: Page, request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toContain('application/xml');
  const sitemap: Sitemap = await page.evaluate(
    (source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        namespace: doc.documentElement.namespaceURI,
        root: doc.documentElement.localName,
        locs: Array.from(doc.getElementsByTagNameNS('*', 'loc')).map((loc) => loc.textContent?.trim() ?? ''),
      };
    },
    await response.text(),
  );
  expect(sitemap.error, `${url} is well-formed XML`).toBe(false);
  expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(['urlset', 'sitemapindex']).toContain(sitemap.root);
  if (sitemap.root === 'urlset') return sitemap.locs;
  const nested = await Promise.all(sitemap.locs.map((loc) => sitemapUrls(page, request, loc)));
  return nested.flat();
}

/** Pages of ui.md that show no record of their own: each is listed once, at its path. */
// 搜索结果 is never listed: search engines are asked not to index it.
const listedPages = routeCases.filter(
  (route) =>
    route.path !== notFoundPath &&
    !route.path.startsWith('/search?') &&
    (!/[?&]id=/.test(route.path) || route.path.startsWith('/cloudExhibition')),
);

test.describe('sitemap and robots.txt', { tag: '@desktop-only' }, () => {
  test('/sitemap.xml is valid XML listing every public page and every artwork, news item, course and call; its URLs answer 200', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const urls = await sitemapUrls(page, request, '/sitemap.xml');
    const listed = new Set(urls);
    expect(
      urls.filter((url) => !url.startsWith(`${baseURL}/`)),
      'URLs outside the portal',
    ).toEqual([]);
    expect
      .soft(
        listedPages.map((route) => `${baseURL}${route.path}`).filter((url) => !listed.has(url)),
        'pages missing',
      )
      .toEqual([]);
    expect(
      urls.filter((url) => new URL(url).pathname === '/search'),
      '搜索结果 listed',
    ).toEqual([]);

    for (const [call, path] of [
      [calls.artworks, '/artWorks/detail'],
      [calls.news, '/news/detail'],
      [calls.courses, '/education/course/detail'],
      [calls.activities, '/activity/detail'],
    ] as const) {
      const rows = await everyRow(request, call);
      expect(rows.length, `${call} lists something`).toBeGreaterThan(0);
      expect
        .soft(
          rows.map((row) => `${baseURL}${path}?id=${row.id}`).filter((url) => !listed.has(url)),
          `${path} missing`,
        )
        .toEqual([]);
    }

    const step = Math.max(1, Math.floor(urls.length / 20));
    const sample = urls.filter((_, index) => index % step === 0).slice(0, 20);
    for (const url of sample)
      expect.soft((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  });

  test('/sitemap.xml is an index of parts; each part of records holds at most SITEMAP_PART_SIZE (20 here) URLs, each with its lastmod', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(parts.filter((part) => /part=artworks-\d+$/.test(part)).length).toBeGreaterThan(1);
    for (const part of parts.filter((loc) => !loc.endsWith('part=pages'))) {
      const response = await request.get(part);
      expect(response.headers()['cache-control'], part).toContain('s-maxage=3600');
      const text = await response.text();
      const urls = text.match(/<url>/g)?.length ?? 0;
      expect(urls, part).toBeLessThanOrEqual(20);
      expect(text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length ?? 0, part).toBe(urls);
    }
  });

  test('/robots.txt points to the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect((await response.text()).split(/\r?\n/)).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test(
  "the build's own manifest (source paths, the chunk graph) is not served, compressed or not",
  { tag: '@desktop-only' },
  async ({ request }) => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await request.get('/.vite/manifest.json', {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status(), encoding).toBe(404);
    }
  },
);

test.describe('headers of a rendered page', { tag: '@desktop-only' }, () => {
  const path = '/artWorks/detail?id=1';

  test('a CSP whose script-src has a fresh nonce and no unsafe-inline, carried by every script of the page', async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(parseCsp(csp).get('script-src')).not.toContain("'unsafe-inline'");
    const nonce = scriptNonce(csp);
    expect(nonce.length).toBeGreaterThanOrEqual(16);

    const scripts = runnableScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`)),
      'scripts without the nonce',
    ).toEqual([]);

    const again = await request.get(path);
    expect(scriptNonce(again.headers()['content-security-policy'] ?? ''), 'a nonce per response').not.toBe(
      nonce,
    );
  });

  test('the page names no code in its head: nothing competes with its content and its picture', async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? []).toEqual([]);
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);
  });

  test('cache-control a CDN can use and an ETag that answers 304', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    const etag = headers.etag ?? '';
    expect(etag).not.toBe('');
    // Renders count no view, so the page keeps its bytes and its tag while nothing changed (viewCounts.spec.ts).
    const revalidated = await request.get(path, { headers: { 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
  });
});

test.describe("the page's code starts after its first screen's pictures", { tag: '@desktop-only' }, () => {
  test.use({ awaitHydration: false });
  const path = '/artWorks/detail?id=1';

  test('no script is asked for while a first-screen picture is still coming; the page starts once it has come', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/storage/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Well inside FIRST_SCREEN_WAIT_MS (3 s): the pictures, not the time limit, are what holds the code.
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    release();
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('a picture that never comes holds the code 3 s at most', async ({ page }) => {
    await page.route('**/storage/**', () => new Promise<void>(() => undefined));
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => '__reactRouterDataRouter' in window, undefined, { timeout: 10_000 });
  });
});

test.describe('a page revalidated from the browser cache', () => {
  test.use({ awaitHydration: false });

  // 关于我们: a page whose HTML is the same on every render (作品详情 counts a view in each, so its tag moves on).
  test('关于我们 reloaded (304) still runs its scripts under its CSP', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const first = await page.goto('/aboutUs');
    const etag = (await first?.headerValue('etag')) ?? '';
    expect(etag).not.toBe('');
    await waitForHydration(page);
    // Chromium reports a revalidated page with the cached 200: the request's If-None-Match shows the revalidation, and
    // the server's 304 to that tag is proven at the HTTP level above.
    const reloaded = await page.reload();
    expect(
      await reloaded?.request().headerValue('if-none-match'),
      'the reload revalidated the cached page',
    ).toBe(etag);
    expect(await reloaded?.headerValue('etag')).toBe(etag);
    // The framework's scripts ran (its inline scripts carry the stored page's nonce) and nothing was refused.
    await waitForHydration(page);
    expect(refused).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  });
});
