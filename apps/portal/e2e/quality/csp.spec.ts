import { parseCsp, runnableScripts, scriptNonce } from '../contentSecurityPolicy';
import { expect, settled, test } from './qualityTest';
import { watchViolations } from './watchViolations';

test('the served portal has a CSP that runs only its own files and its nonced inline scripts, the usual headers and caching', async ({
  request,
}) => {
  const response = await request.get('/home');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.some(
      (source) => source === '*' || source === 'data:' || source === 'http:' || source === 'https:',
    ),
  ).toBe(false);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A CDN may keep the page a while (ssr.spec.ts); a browser asks again every time.
  expect(headers['cache-control']).toMatch(/(^|[\s,])(max-age=0|no-cache)([\s,]|$)/);

  const html = await response.text();
  const nonce = scriptNonce(headers['content-security-policy'] ?? '');
  const scripts = runnableScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  const unsanctioned = scripts.filter(
    ({ attributes }) => !/\bsrc=/.test(attributes) && !attributes.includes(`nonce="${nonce}"`),
  );
  expect(unsanctioned, 'every script is an external file or carries the nonce').toEqual([]);
  expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')).not.toMatch(/\son[a-z]+\s*=/i);

  // The page names its code in the inline script that starts it (startAfterFirstScreen.ts), not in src or href.
  const entry = /"(\/assets\/[^"\\]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const asset = await request.get(new URL(entry ?? '', 'http://x/').pathname, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding'], 'assets are served compressed').toBe('gzip');
});

test('config.json is read by the server, never fetched or run by the browser', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/config.json')) requests.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

// On phones, ssr.spec.ts's console check on every route fails on a CSP violation (the browser logs each as an error).
test('no CSP violation logged in, on the login page and with both account dialogs open', async ({
  page,
  logIn,
  pageErrors,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/login?t=login');
  await settled(page);
  const customer = await logIn(page);
  await page.goto('/message');
  await page.reload();
  await settled(page);
  for (const item of ['去认证', '个人中心']) {
    await page.getByRole('button', { name: customer.phone }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
