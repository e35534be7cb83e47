import type { Page, Route } from '@playwright/test';

/** The ways the API can misbehave that the portal must survive. */
export type Fault =
  | 'http500'
  | 'dropped'
  | 'notAnEnvelope'
  | 'nullData'
  | 'wrongTypes'
  | 'missingFields'
  | 'hugeLists'
  | 'slow';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPage(value: Json): value is { rows: Json[]; total: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.rows);
}

/** Every field of the data swapped for a value of another type: strings become numbers, lists objects… */
function wrongTypes(data: Json): Json {
  if (Array.isArray(data)) return { length: data.length };
  if (data === null || typeof data !== 'object') return typeof data === 'string' ? 12345 : '不是预期的类型';
  return Object.fromEntries(
    Object.entries(data).map(([key, value]): [string, Json] => {
      if (typeof value === 'string') return [key, 12345];
      if (typeof value === 'number') return [key, '不是数字'];
      if (typeof value === 'boolean') return [key, 'yes'];
      if (value === null) return [key, { unexpected: true }];
      return [key, 'oops'];
    }),
  );
}

/** Data with its fields gone: pages without rows, items without anything but nothing. */
function missingFields(data: Json): Json {
  if (Array.isArray(data)) return data.map(() => ({}));
  if (isPage(data)) return { total: data.total };
  if (data !== null && typeof data === 'object') return {};
  return data;
}

/** Lists blown up to 5 000 rows (ids kept unique) and a total of ten million. */
function hugeLists(data: Json): Json {
  const grow = (rows: Json[]): Json[] =>
    rows.length === 0
      ? rows
      : Array.from({ length: 5000 }, (_, i) => {
          const row = rows[i % rows.length];
          return row !== null && typeof row === 'object' && !Array.isArray(row)
            ? { ...row, id: 100000 + i }
            : (row ?? null);
        });
  if (Array.isArray(data)) return grow(data);
  if (isPage(data)) return { rows: grow(data.rows), total: 10_000_000 };
  return data;
}

const transforms: Partial<Record<Fault, (data: Json) => Json>> = {
  nullData: () => null,
  wrongTypes,
  missingFields,
  hugeLists,
};

/** Makes every `/api/` call misbehave in the given way (the real API answers first where the fault reshapes data). */
export async function breakTheApi(page: Page, fault: Fault): Promise<void> {
  await page.route('**/api/**', async (route: Route) => {
    switch (fault) {
      case 'http500':
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<html><body>Internal Server Error</body></html>',
        });
      case 'dropped':
        return route.abort('connectionreset');
      case 'notAnEnvelope':
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>网关</title><p>upstream timeout</p>',
        });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 4000));
        return route.continue().catch(() => undefined);
      default: {
        try {
          const response = await route.fetch();
          const body = (await response.json()) as { code: Json; msg: Json; data: Json };
          const transform = transforms[fault];
          if (!transform || body.code !== 200) return await route.fulfill({ response });
          return await route.fulfill({ response, json: { ...body, data: transform(body.data) } });
        } catch (error) {
          // A test that has finished closes its page while calls are still in flight ("Response has been disposed").
          if (page.isClosed() || /disposed|closed/i.test(String(error))) return undefined;
          throw error;
        }
      }
    }
  });
}
