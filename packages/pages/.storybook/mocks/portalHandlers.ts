import { calls, type CallDefinition, type CallName, type SearchResult } from '@art-portal/api-client';
import {
  activityEntries,
  activitySummaries,
  artworkSummaries,
  courseSummaries,
  DEMO_PICTURE_PATH,
  DEMO_STORAGE,
  demoPictureSvg,
  exhibitionHallDetail,
  exhibitionHalls,
  newsSummaries,
  pageOf,
  sampleAnswers,
  searchPage,
  searchResults,
} from '@art-portal/api-client/fixtures';
import { sampleVideo } from '@art-portal/tooling/storybook/sample-video';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { toString as qrCodeSvg } from 'qrcode';
import { callMethod, callUrl } from './callUrl';
import { DEMO_QR_CODE, MISSING_PICTURE_PATH } from './demoPictures';
import { notLoggedIn, ok } from './envelope';

type Resolver = (input: { request: Request; url: URL }) => Response | Promise<Response>;

/** A handler of one contract call; a login call answers 10001 without `Authorization: Bearer …`, as apps/api does. */
export function handle(name: CallName, resolver: Resolver, options?: { once: boolean }): HttpHandler {
  const { login } = calls[name];
  return http[callMethod(name)](
    callUrl(name),
    ({ request }) => {
      if (login && !/^Bearer \S+/.test(request.headers.get('Authorization') ?? '')) return notLoggedIn();
      return resolver({ request, url: new URL(request.url) });
    },
    options,
  );
}

/** The call's argument as the request carries it: its query string or its JSON body (`{}` when there is none). */
async function argumentOf(name: CallName, request: Request, url: URL): Promise<Record<string, unknown>> {
  const definition: CallDefinition = calls[name];
  if (definition.input === 'query') return Object.fromEntries(url.searchParams);
  const text = await request.text();
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

const isPage = (data: unknown): data is { rows: unknown[] } =>
  typeof data === 'object' && data !== null && 'rows' in data && Array.isArray(data.rows);

/** Answers a call with its sample answer; a paged call with the page it asks for. */
function answerFromSample(name: CallName): HttpHandler {
  return handle(name, async ({ request, url }) => {
    const data: unknown = sampleAnswers[name];
    if (!isPage(data)) return ok(data);
    const { pageNum, pageSize } = await argumentOf(name, request, url);
    return ok(pageOf(data.rows, { pageNum: Number(pageNum ?? 1), pageSize: Number(pageSize ?? 10) }));
  });
}

/** A paged call whose rows are the fixtures' that `keep` lets through for the request's filters. */
function filtered<T>(
  name: CallName,
  rows: readonly T[],
  keep: (row: T, filters: Record<string, unknown>) => boolean,
) {
  return handle(name, async ({ request, url }) => {
    const argument = await argumentOf(name, request, url);
    const page = { pageNum: Number(argument['pageNum'] ?? 1), pageSize: Number(argument['pageSize'] ?? 10) };
    return ok(
      pageOf(
        rows.filter((row) => keep(row, argument)),
        page,
      ),
    );
  });
}

/** A filter as text: ids arrive as numbers or numeric strings, and anything else filters nothing. */
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
/** Whether a filter is left out or equal to `value`, ids compared as text. */
const matches = (filter: unknown, value: string | number) =>
  asText(filter) === undefined || asText(filter) === String(value);
const mentions = (keyword: unknown, ...texts: string[]) => {
  const wanted = asText(keyword);
  return wanted === undefined || texts.some((text) => text.includes(wanted));
};

/** The fixtures' results for `keyword`: all of them for their own word (数字), else those that mention it, marked. */
function searchResultsFor(keyword: string): SearchResult[] {
  if (keyword === searchPage.keyword) return searchResults;
  return searchResults
    .filter((row) => [row.title, row.snippet, row.author].some((text) => text.includes(keyword)))
    .map((row) => ({ ...row, matched: [keyword] }));
}

/** `search.list` as apps/api answers it: the keyword cut to 100 characters, the count per kind, one kind's page. */
const searchAnswer = handle('search.list', ({ url }) => {
  const typed = [...(url.searchParams.get('keyword') ?? '').trim()];
  const keyword = typed.slice(0, 100).join('');
  const found = searchResultsFor(keyword);
  const kind = url.searchParams.get('kind');
  const count = (of: SearchResult['kind']) => found.filter((row) => row.kind === of).length;
  const { rows, total } = pageOf(
    found.filter((row) => kind === null || row.kind === kind),
    {
      pageNum: Number(url.searchParams.get('pageNum') ?? 1),
      pageSize: Number(url.searchParams.get('pageSize') ?? 10),
    },
  );
  const counts = {
    artworks: count('artworks'),
    activities: count('activities'),
    exhibitions: count('exhibitions'),
    news: count('news'),
    courses: count('courses'),
  };
  return ok({ rows, total, counts, keyword, truncated: typed.length > 100 });
});

/** What the stories need beyond the sample answers: filters, records by id, a video that plays offline. */
const storyAnswers: HttpHandler[] = [
  searchAnswer,
  filtered(
    'artworks.list',
    artworkSummaries,
    (row, { productType, productInfoType, keyword }) =>
      matches(productType, row.productType) &&
      matches(productInfoType, row.productInfoType) &&
      mentions(keyword, row.title, row.author),
  ),
  filtered('exhibitions.listHalls', exhibitionHalls, (hall, { exhibitionId }) =>
    matches(exhibitionId, hall.exhibitionId),
  ),
  handle('exhibitions.getHall', ({ url }) =>
    ok(exhibitionHallDetail(url.searchParams.get('id') ?? '') ?? null),
  ),
  filtered('news.list', newsSummaries, (row, { keyword }) => mentions(keyword, row.title)),
  filtered('courses.list', courseSummaries, (row, { keyword }) => mentions(keyword, row.title)),
  handle('courses.get', () => ok({ ...sampleAnswers['courses.get'], videoUrl: sampleVideo })),
  filtered('activities.list', activitySummaries, (row, { status }) => matches(status, row.status)),
  handle('activities.getEntry', ({ url }) =>
    ok(
      activityEntries.find((entry) => String(entry.id) === url.searchParams.get('id')) ?? activityEntries[0],
    ),
  ),
];

/** Every call of the contract answered from the fixtures, then the demo pictures and the demo storage. */
export const portalHandlers: HttpHandler[] = [
  http.get(DEMO_QR_CODE, async () => {
    const svg = await qrCodeSvg('https://mp.weixin.qq.com/', { type: 'svg', margin: 1 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
  http.get(`${DEMO_PICTURE_PATH}:name`, ({ params }) => {
    const name = typeof params['name'] === 'string' ? params['name'] : 'picture';
    return new HttpResponse(demoPictureSvg(name.replace(/\.svg$/, '')), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
    });
  }),
  http.get(
    `${MISSING_PICTURE_PATH}:name`,
    () => new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } }),
  ),
  ...storyAnswers,
  ...(Object.keys(calls) as CallName[]).map(answerFromSample),
  http.post(DEMO_STORAGE, () => new HttpResponse(null, { status: 200 })),
];
