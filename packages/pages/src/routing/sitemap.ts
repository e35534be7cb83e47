import type { ApiClient, Id, Page } from '@art-portal/api-client';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { exhibitionLinks } from '../cloud-exhibition/exhibitions';
import { pathTo } from './pathTo';
import { portalRouteList } from './portalRouteList';
import { serverContextOf } from './serverContextOf';

/** URLs one sitemap file may hold (sitemaps.org); past it, /sitemap.xml is an index of parts. */
const SITEMAP_LIMIT = 50_000;
const PAGE_SIZE = 100;

/** The pages listed once each: neither personal nor listed per record (their records are listed below). */
const publicPages = portalRouteList
  .filter((page) => !page.personal && (page.sitemap ?? 'once') === 'once')
  .map((page) => page.path);
const exhibitionPages = exhibitionLinks.map((link) => link.to);
/** What robots.txt keeps from search engines: the personal pages, and the API. */
const disallowed = [...portalRouteList.filter((page) => page.personal).map((page) => page.path), '/api/'];

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
        rows.map((row) => pathTo('activityEntries', { id: activityId, entry: String(row.id) })),
      ),
    ),
  );
  return [
    ...publicPages,
    ...exhibitionPages,
    ...artworks.map((id) => pathTo('artworkDetail', { id })),
    ...news.map((id) => pathTo('newsDetail', { id })),
    ...courses.map((id) => pathTo('courseDetail', { id })),
    ...activities.flatMap((id) => [pathTo('activityDetail', { id }), pathTo('activityEntries', { id })]),
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
    `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  );
}
