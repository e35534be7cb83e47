import { calls, type CallName } from '@art-portal/api-client';
import type { Page, Route } from '@playwright/test';
import { navigateInApp } from '../navigateInApp';
import { insertHalls } from './insertHalls';
import { approveEntry } from '../journeys/support/entryReview';
import { asCustomer, publicPost, xsrfHeaders } from '../journeys/support/portalApi';
import { expect, test } from './qualityTest';
import { xssCorpus } from './xssCorpus';
import { entrantWithUpload, openCall } from './xssEntrant';

/* The sanitiser alone must hold: the served CSP would also stop inline handlers, so it is bypassed here
   (csp.spec.ts tests the CSP on its own). */
test.use({ bypassCSP: true });

type RichTextPage = {
  name: string;
  /** The detail call whose response carries the rich text. */
  call: CallName;
  /** The rich-text fields of that response. */
  fields: string[];
  /** The portal URL showing item `id`. */
  path: (id: number) => string;
};

const richTextPages: RichTextPage[] = [
  { name: '资讯详情 content', call: 'news.get', fields: ['content'], path: (id) => `/news/detail?id=${id}` },
  {
    name: '作品详情 description',
    call: 'artworks.get',
    fields: ['description'],
    path: (id) => `/artWorks/detail?id=${id}`,
  },
  {
    name: '征集详情 rules and prizes',
    call: 'activities.get',
    fields: ['rules', 'prizes'],
    path: (id) => `/activity/detail?id=${id}`,
  },
  {
    name: '课程详情 description',
    call: 'courses.get',
    fields: ['description'],
    path: (id) => `/education/course/detail?id=${id}`,
  },
  {
    name: '云展览 hall content',
    call: 'exhibitions.getHall',
    fields: ['content'],
    path: (id) => `/cloudExhibition?id=1&hall=${id}`,
  },
];

const firstId = 9000;
const marker = (index: number) => `探针-${index}`;
/** Vector `index` between two paragraphs, the first one carrying its marker. */
const corpusHtml = (index: number) => `<p>${marker(index)}</p>${xssCorpus[index]?.html ?? ''}<p>正文结束</p>`;

/** Answers the detail call for id 9000 + i with the real item 1, its rich-text fields replaced by vector i. */
async function injectCorpus(page: Page, target: RichTextPage): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api${calls[target.call].path}`,
    async (route: Route) => {
      const url = new URL(route.request().url());
      const index = Number(url.searchParams.get('id')) - firstId;
      if (!xssCorpus[index]) return route.continue();
      url.searchParams.set('id', '1');
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as { code: number; data: Record<string, unknown> };
      for (const field of target.fields) body.data[field] = corpusHtml(index);
      await route.fulfill({ response, json: body });
    },
  );
}

/** Anything in the rendered page that could run script: handler attributes, script URLs, script carriers. */
function findDangers(markerText: string): string[] {
  const dangers: string[] = [];
  const body = document.body;
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
  ]);
  for (const element of Array.from(body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (name.startsWith('on')) dangers.push(`<${element.localName} ${name}>`);
      if (name === 'srcdoc') dangers.push(`<${element.localName} srcdoc>`);
      if (urlAttributes.has(name) || name.endsWith(':href')) {
        if (/^(javascript|vbscript|livescript):/.test(value))
          dangers.push(`<${element.localName} ${name}="${attribute.value}">`);
        if (
          value.startsWith('data:') &&
          (name !== 'src' || /^data:(text\/html|image\/svg|application)/.test(value))
        ) {
          dangers.push(`<${element.localName} ${name}="${attribute.value.slice(0, 40)}">`);
        }
      }
    }
  }
  const roots = Array.from(body.querySelectorAll('p'))
    .filter((p) => p.textContent === markerText)
    .map((p) => p.parentElement)
    .filter((root): root is HTMLElement => root !== null);
  if (roots.length === 0) dangers.push(`the rich text with ${markerText} is not on the page`);
  for (const root of roots) {
    for (const carrier of Array.from(
      root.querySelectorAll(
        'script, iframe, frame, object, embed, base, meta, form, style, animate, set, foreignObject',
      ),
    )) {
      dangers.push(`<${carrier.localName}> in the rich text`);
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const { position, zIndex, transform } = getComputedStyle(element);
      // An element that is not rendered (a video's <source>) has no computed values at all.
      const moved = [position, zIndex, transform].some(
        (value) => !['', 'static', 'auto', 'none'].includes(value),
      );
      if (moved)
        dangers.push(
          `<${element.localName}> positioned (${position}, z-index ${zIndex}, transform ${transform})`,
        );
    }
  }
  return dangers;
}

/** Dismisses and records every dialog the page opens (alert, confirm, prompt). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

const ranScript = () => (window as Window & { __xss?: unknown }).__xss;

/**
 * Every page shows its rich text through ui-shell's one `RichText`: the whole corpus runs on the first page, and a
 * vector of each kind (element, handler, URL, style, mutation) on the others proves they use it.
 */
const sampleNames = new Set([
  'script element',
  'img onerror',
  'a javascript:',
  'style overlay',
  'mXSS svg p style',
]);
const sample = xssCorpus.filter((vector) => sampleNames.has(vector.name));
if (sample.length !== sampleNames.size) throw new Error('a sampled XSS vector is no longer in the corpus');

for (const [pageIndex, target] of richTextPages.entries()) {
  const vectors = pageIndex === 0 ? xssCorpus : sample;
  test(`XSS corpus (${vectors.length} vectors) in ${target.name}: nothing runs`, async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(240_000);
    const dialogs = watchDialogs(page);
    await injectCorpus(page, target);
    // The server renders first responses from the real API: the corpus reaches the page through the browser's calls.
    await page.goto('/aboutUs');
    for (const vector of vectors) {
      const index = xssCorpus.indexOf(vector);
      await navigateInApp(page, target.path(firstId + index));
      await expect(page.getByText(marker(index), { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(findDangers, marker(index)), vector.name).toEqual([]);
    }
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(ranScript)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test(`XSS corpus (${xssCorpus.length} vectors) in rich text the server renders (云展览 hall content): nothing runs`, async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  const dialogs = watchDialogs(page);
  const halls = insertHalls(xssCorpus.map((_, index) => corpusHtml(index)));
  for (const [index, vector] of xssCorpus.entries()) {
    await page.goto(`/cloudExhibition?id=1&hall=${halls[index]}`);
    await expect(page.getByText(marker(index), { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(findDangers, marker(index)), vector.name).toEqual([]);
    expect(await page.evaluate(ranScript), vector.name).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
});

const overlay =
  '<div style="position:fixed;inset:0;z-index:99999;background:#fff;font-size:48px">请重新登录</div>';
const tracker = '<img src="//evil.example/a.png">';
const hostileDescription = `${overlay}\n${tracker}`;

test("参赛作品: an entrant's markup is text for every visitor, and a file from another host is refused", async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const activityId = await openCall(request);
  const entrant = await entrantWithUpload(request);
  const title = `探针作品 ${Date.now()}`;
  const entry = { activityId, title, description: hostileDescription };

  const foreignFile = await request.post('/api/portal/activityCustomerInfo/attend', {
    headers: { ...(await xsrfHeaders(request)), authorization: `Bearer ${entrant.token}` },
    data: { ...entry, fileUrls: ['//evil.example/a.png'] },
  });
  expect(await foreignFile.json()).toMatchObject({ code: 400, msg: '只能提交您本人上传的文件，请重新上传' });
  await asCustomer<null>(request, entrant.token, '/api/portal/activityCustomerInfo/attend', {
    ...entry,
    fileUrls: [entrant.picture],
  });
  await approveEntry(activityId, title);
  // 通过 reaches every instance's read cache within a second.
  const entryOf = async () =>
    (
      await publicPost<{ rows: { id: number | string; title: string }[] }>(
        request,
        '/api/portal/pass/activityCustomerInfo/selectPageList',
        { pageNum: 1, pageSize: 50, activityId },
      )
    ).rows.find((row) => row.title === title)?.id;
  await expect.poll(entryOf, { message: 'the entry is listed' }).toBeDefined();
  const entryId = await entryOf();

  // A visitor, not logged in, opens the entry.
  const foreignRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('evil.example')) foreignRequests.push(sent.url());
  });
  await page.goto(`/activity/product?id=${activityId}&entry=${entryId}`);
  const dialog = page.getByRole('dialog', { name: title });
  const description = dialog.getByText('请重新登录', { exact: false });
  await expect(description).toBeVisible();
  expect(await description.evaluate((element) => [element.textContent, element.childElementCount])).toEqual([
    hostileDescription,
    0,
  ]);
  expect(await description.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  // Nothing lies over the dialog's own 关闭: the point under it is the button.
  const close = dialog.getByRole('button', { name: '关闭' });
  expect(
    await close.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(true);
  await close.click({ timeout: 5000 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreignRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
});
