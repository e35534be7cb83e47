#!/usr/bin/env node
// The built Storybook as a designer gets it: storybook-static served by a plain static file server, under a
// sub-path, opened in Chromium. Fails when the site does not hold the shell's components and every page in one
// sidebar, when a dialog's docs page shows its states over one another instead of each in its own frame, or when a
// token page or a page's story (its network mocked by the service worker) does not render.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@art-portal/tooling/chromium';
import { chromium } from 'playwright';

const site = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const base = '/storybook/';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!path.startsWith(base)) return void response.writeHead(404).end();
  let file = normalize(join(site, path.slice(base.length)));
  if (!file.startsWith(site.replace(/[\\/]$/, '') + sep) && file !== site)
    return void response.writeHead(403).end();
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${base}`;

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

/** Whether what `locator` finds shows up within 30 s. */
const appears = (locator) =>
  locator
    .first()
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const index = await (await fetch(`${origin}index.json`)).json();
  const entries = Object.values(index.entries);
  const stories = entries.filter((entry) => entry.type === 'story');
  const shellStories = stories.filter((entry) => entry.title.startsWith('ui-shell/'));
  const pageStories = stories.filter((entry) => entry.title.startsWith('Pages/'));
  const docs = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
  console.log(
    `${stories.length} stories: ${shellStories.length} of ui-shell, ${pageStories.length} of pages`,
  );
  check(
    shellStories.length > 0 && pageStories.length > 0,
    'one index holds the shell’s components and the pages',
  );
  const undocumented = [...new Set(shellStories.map((entry) => entry.title))].filter(
    (title) => !docs.has(title),
  );
  check(undocumented.length === 0, `every ui-shell component has a docs page ${undocumented.join(', ')}`);
  const tokenPages = [...docs].filter((title) => title.startsWith('ui-shell/Tokens/'));
  check(tokenPages.length === 5, `token pages: ${tokenPages.join(', ')}`);

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(origin);
  const sidebar = page.locator('#storybook-explorer-tree');
  await sidebar
    .getByText('VerificationDialog')
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  const tree = (await sidebar.textContent().catch(() => '')) ?? '';
  check(/ui-shell/i.test(tree) && /pages/i.test(tree), 'the sidebar lists ui-shell and Pages');

  // The verification dialog's docs page: each story in its own frame, each frame holding its dialog.
  await page.goto(`${origin}iframe.html?id=ui-shell-dialogs-verificationdialog--docs&viewMode=docs`);
  await page.getByText('未认证', { exact: true }).first().waitFor({ timeout: 30_000 });
  const layout = await page.evaluate(() => {
    const frames = [...document.querySelectorAll('[data-docs-frame]')];
    const rect = (element) => element.getBoundingClientRect();
    const inside = (inner, outer) =>
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1 &&
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1;
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    return {
      frames: frames.length,
      dialogs: dialogs.length,
      contained: dialogs.filter((dialog) => {
        const frame = dialog.closest('[data-docs-frame]');
        return (
          frame !== null &&
          inside(rect(dialog), rect(frame)) &&
          dialog.closest('[aria-hidden="true"]') === null
        );
      }).length,
      overlapping: frames.filter((frame, i) => i > 0 && rect(frame).top < rect(frames[i - 1]).bottom - 1)
        .length,
      chips: [...document.querySelectorAll('[data-docs-frame] .MuiChip-label')].map(
        (chip) => chip.textContent,
      ),
      pageLocked: getComputedStyle(document.body).overflow === 'hidden',
    };
  });
  console.log(`VerificationDialog docs: ${JSON.stringify(layout)}`);
  check(layout.frames >= 4 && layout.dialogs === layout.frames, 'one dialog per story frame');
  check(layout.contained === layout.dialogs, 'every dialog opens inside its own frame and is readable');
  check(layout.overlapping === 0 && !layout.pageLocked, 'the frames follow one another and the page scrolls');
  check(
    ['待审核', '审核通过', '审核未通过', '未认证'].every((state) => layout.chips.includes(state)),
    'the four states 待审核, 审核通过, 审核未通过, 未认证 are shown',
  );

  for (const title of tokenPages) {
    const id = entries.find((entry) => entry.type === 'docs' && entry.title === title)?.id;
    await page.goto(`${origin}iframe.html?id=${id}&viewMode=docs`);
    const shown = await appears(page.locator('#storybook-docs h1'));
    check(
      shown && (await page.locator('#storybook-docs table, #storybook-docs [class*="Swatch"]').count()) > 0,
      `${title} renders`,
    );
  }

  const home = pageStories.find((entry) => entry.title === 'Pages/首页');
  await page.goto(`${origin}iframe.html?id=${home?.id}&viewMode=story`);
  const loaded = await appears(page.getByText('山海之间'));
  check(loaded, 'a page’s story gets its data from the mocked network on a static server');

  // The portal's two layouts are one click each on the toolbar of a story.
  await page.goto(`${origin}?path=/story/${home?.id}`);
  await appears(page.frameLocator('#storybook-preview-iframe').getByText('山海之间'));
  const widthAfter = async (title, expected) => {
    const button = page.locator(`button[title="${title}"]`);
    if (!(await appears(button))) return 0;
    await button.click();
    let width = 0;
    for (let waited = 0; waited < 10_000 && Math.round(width) !== expected; waited += 250) {
      await page.waitForTimeout(250);
      width = (await page.locator('#storybook-preview-iframe').boundingBox())?.width ?? 0;
    }
    return Math.round(width);
  };
  const phoneWidth = await widthAfter('手机 360×740', 360);
  check(phoneWidth === 360, `one click on 手机 shows the story 360 px wide (${phoneWidth})`);
  check((await widthAfter('桌面 1280×800', 1280)) === 1280, 'one click on 桌面 shows the story 1280 px wide');
  check(errors.length === 0, `no page errors ${errors.join(' | ')}`);
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed.`);
  process.exit(1);
}
