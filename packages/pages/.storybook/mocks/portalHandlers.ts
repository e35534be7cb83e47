import type { PageQuery } from '@art-portal/api-client';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { toString as qrCodeSvg } from 'qrcode';
import { imageCode, projects, token, userInfo } from '../fixtures/account';
import { activity, activityEntries, activitySummaries } from '../fixtures/activities';
import { artwork, artworkSummaries, productInfoTypes, productTypes, relatedArtworks } from '../fixtures/artworks';
import { course, courseComments, courseSummaries } from '../fixtures/courses';
import { DEMO_PICTURE_PATH, DEMO_QR_CODE, MISSING_PICTURE_PATH, demoPictureSvg } from '../fixtures/demoPicture';
import { exhibitionHallDetail, exhibitionHalls } from '../fixtures/exhibitions';
import { banners, visitCount } from '../fixtures/home';
import { messages } from '../fixtures/messages';
import { news, newsNeighbours, newsSummaries } from '../fixtures/news';
import { callUrl, calls, type CallName } from './calls';
import { notLoggedIn, ok, pageOf } from './envelope';

/** Where the stories' uploads go: answered here, never sent. */
const DEMO_STORAGE = '/demo-storage';

type Resolver = (input: { request: Request; url: URL }) => Response | Promise<Response>;

/** A handler of one contract call; a login call answers 10001 without `Authorization: Bearer …`, as apps/api does. */
export function handle(name: CallName, resolver: Resolver, options?: { once: boolean }): HttpHandler {
  const [method] = calls[name];
  const needsLogin = loginCalls.has(name);
  return http[method](
    callUrl(name),
    ({ request }) => {
      if (needsLogin && !/^Bearer \S+/.test(request.headers.get('Authorization') ?? '')) return notLoggedIn();
      return resolver({ request, url: new URL(request.url) });
    },
    options,
  );
}

const loginCalls = new Set<CallName>([
  'sendEmailCode',
  'changePassword',
  'updatePhone',
  'updateEmail',
  'userInfo',
  'updateInfo',
  'logout',
  'submitComment',
  'submitHomework',
  'attend',
  'checkIn',
  'messages',
  'uploadSign',
]);

async function body<T>(request: Request): Promise<Partial<T>> {
  const text = await request.text();
  return text === '' ? {} : (JSON.parse(text) as Partial<T>);
}

const idOf = (url: URL) => url.searchParams.get('id') ?? '';
const sameId = (id: unknown, wanted: string) => String(id) === wanted;

type ArtworkFilters = PageQuery & { productType: string; productInfoType: string; keyword: string };

/** Every call the pages make, answered from the fixtures; plus the demo pictures. */
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
  http.get(`${MISSING_PICTURE_PATH}:name`, () => new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })),
  handle('imageCode', () => ok(imageCode)),
  handle('sendSmsCode', () => ok()),
  handle('sendEmailCode', () => ok()),
  handle('loginBySms', () => ok(token)),
  handle('register', () => ok(token)),
  handle('resetPassword', () => ok()),
  handle('changePassword', () => ok()),
  handle('updatePhone', () => ok()),
  handle('updateEmail', () => ok()),
  handle('userInfo', () => ok(userInfo)),
  handle('projects', () => ok(projects)),
  handle('updateInfo', () => ok()),
  handle('logout', () => ok()),
  handle('artworks', async ({ request }) => {
    const query = await body<ArtworkFilters>(request);
    const rows = artworkSummaries.filter(
      (row) =>
        (query.productType === undefined || sameId(row.productType, String(query.productType))) &&
        (query.productInfoType === undefined || sameId(row.productInfoType, String(query.productInfoType))) &&
        (query.keyword === undefined || row.title.includes(query.keyword) || row.author.includes(query.keyword)),
    );
    return ok(pageOf(rows, query));
  }),
  handle('productTypes', () => ok(productTypes)),
  handle('productInfoTypes', () => ok(productInfoTypes)),
  handle('artwork', () => ok(artwork)),
  handle('relatedArtworks', () => ok(relatedArtworks)),
  handle('halls', async ({ request }) => {
    const query = await body<PageQuery & { exhibitionId: number }>(request);
    const rows = exhibitionHalls.filter((hall) => query.exhibitionId === undefined || sameId(hall.exhibitionId, String(query.exhibitionId)));
    return ok(pageOf(rows, query));
  }),
  handle('hall', ({ url }) => ok(exhibitionHallDetail(idOf(url)) ?? null)),
  handle('news', async ({ request }) => {
    const query = await body<PageQuery & { keyword: string }>(request);
    const rows = newsSummaries.filter((row) => query.keyword === undefined || row.title.includes(query.keyword));
    return ok(pageOf(rows, query));
  }),
  handle('newsDetail', () => ok(news)),
  handle('newsNeighbours', () => ok(newsNeighbours)),
  handle('banners', () => ok(banners)),
  handle('courses', async ({ request }) => {
    const query = await body<PageQuery & { keyword: string }>(request);
    const rows = courseSummaries.filter((row) => query.keyword === undefined || row.title.includes(query.keyword));
    return ok(pageOf(rows, query));
  }),
  handle('course', () => ok(course)),
  handle('courseComments', ({ url }) =>
    ok(pageOf(courseComments, { pageNum: Number(url.searchParams.get('pageNum') ?? 1), pageSize: Number(url.searchParams.get('pageSize') ?? 10) })),
  ),
  handle('submitComment', () => ok()),
  handle('activities', async ({ request }) => {
    const query = await body<PageQuery & { status: number }>(request);
    const rows = activitySummaries.filter((row) => query.status === undefined || row.status === query.status);
    return ok(pageOf(rows, query));
  }),
  handle('activity', () => ok(activity)),
  handle('submitHomework', () => ok()),
  handle('entries', async ({ request }) => ok(pageOf(activityEntries, await body<PageQuery>(request)))),
  handle('entry', ({ url }) => ok(activityEntries.find((entry) => sameId(entry.id, idOf(url))) ?? activityEntries[0])),
  handle('attend', () => ok()),
  handle('checkIn', () => ok()),
  handle('messages', async ({ request }) => ok(pageOf(messages, await body<PageQuery>(request)))),
  handle('visit', () => ok(visitCount)),
  handle('uploadSign', () =>
    ok({ accessId: 'story-access', host: DEMO_STORAGE, policy: 'c3Rvcnk=', signature: 'c2lnbmVk', dir: 'stories/', expire: 4102444800 }),
  ),
  http.post(DEMO_STORAGE, () => new HttpResponse(null, { status: 200 })),
];
