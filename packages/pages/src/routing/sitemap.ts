import type { ApiClient, Id, Page } from '@art-portal/api-client';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { exhibitions } from '../cloud-exhibition/exhibitions';
import { portalRouteList } from './portalRouteList';
import { serverContextOf } from './serverContextOf';

/** URLs one sitemap file may hold (sitemaps.org); past it, /sitemap.xml is an index of parts. */
const SITEMAP_LIMIT = 50_000;
const PAGE_SIZE = 100;

/** Pages listed once per record they show, each at its `?id=`: without one, a detail page answers 404. */
const recordPaths = new Set([
  '/artWorks/detail',
  '/news/detail',
  '/education/course/detail',
  '/activity/detail',
  '/activity/product',
  '/cloudExhibition',
]);
/** 我的消息 needs a login and 登录 has nothing to find: neither is for search engines. */
const unlistedPaths = new Set(['/message', '/login']);
const publicPages = portalRouteList
  .map(({ path }) => path)
  .filter((path) => !recordPaths.has(path) && !unlistedPaths.has(path));
const exhibitionPages = Object.keys(exhibitions).map((id) => `/cloudExhibition?id=${id}`);

async function everyRow<T>(
  list: (query: { pageNum: number; pageSize: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await list({ pageNum, pageSize: PAGE_SIZE });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/** Every public page, and every artwork, news item, course, call and entry, as paths. */
async function sitemapPaths(api: ApiClient): Promise<string[]> {
  const ids = <T extends { id: Id }>(rows: T[]) => rows.map((row) => String(row.id));
  const [artworks, news, courses, activities] = await Promise.all([
    everyRow((query) => api.artworks.list(query)).then(ids),
    everyRow((query) => api.news.list(query)).then(ids),
    everyRow((query) => api.courses.list(query)).then(ids),
    everyRow((query) => api.activities.list(query)).then(ids),
  ]);
  const entries = await Promise.all(
    activities.map((activityId) =>
      everyRow((query) => api.activities.listEntries({ ...query, activityId })).then((rows) =>
        rows.map((row) => `/activity/product?id=${activityId}&entry=${String(row.id)}`),
      ),
    ),
  );
  return [
    ...publicPages,
    ...exhibitionPages,
    ...artworks.map((id) => `/artWorks/detail?id=${id}`),
    ...news.map((id) => `/news/detail?id=${id}`),
    ...courses.map((id) => `/education/course/detail?id=${id}`),
    ...activities.flatMap((id) => [`/activity/detail?id=${id}`, `/activity/product?id=${id}`]),
    ...entries.flat(),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}

/** `/sitemap.xml`: every URL, or past 50 000 an index of `/sitemap.xml?part=N` files. */
export async function sitemapLoader({
  request,
  context,
}: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  const { api, publicUrl } = serverContextOf(context);
  const paths = await sitemapPaths(api);
  const part = Number(new URL(request.url).searchParams.get('part') ?? '0');
  const parts = Math.ceil(paths.length / SITEMAP_LIMIT);
  if (parts > 1 && part === 0) {
    const sitemaps = Array.from(
      { length: parts },
      (_, index) =>
        `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
    );
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>`,
    );
  }
  const shown = parts > 1 ? paths.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT) : paths;
  const urls = shown.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}

/** `/robots.txt`: everything may be crawled but the personal pages; the sitemap's address. */
export function robotsLoader({ context }: LoaderFunctionArgs<AppLoadContext>): Response {
  const { publicUrl } = serverContextOf(context);
  return new Response(
    `User-agent: *\nDisallow: /message\nDisallow: /login\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  );
}
