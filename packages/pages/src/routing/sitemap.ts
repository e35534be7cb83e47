import type { ApiClient, SitemapKind } from '@art-portal/api-client';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { exhibitionLinks } from '../cloud-exhibition/exhibitions';
import { pathTo } from './pathTo';
import { portalRouteList } from './portalRouteList';
import { serverContextOf } from './serverContextOf';

/** The pages listed once each: neither personal nor listed per record (their records are listed below). */
const publicPages = portalRouteList
  .filter((page) => !page.personal && (page.sitemap ?? 'once') === 'once')
  .map((page) => page.path);
const exhibitionPages = exhibitionLinks.map((link) => link.to);
/** What robots.txt keeps from search engines: the personal pages, and the API. */
const disallowed = [...portalRouteList.filter((page) => page.personal).map((page) => page.path), '/api/'];

const kinds: readonly SitemapKind[] = ['artworks', 'news', 'courses', 'activities', 'entries'];
/** A part's name in `/sitemap.xml?part=`: `pages`, or a kind and its number, e.g. `artworks-3`. */
const partName = /^([a-z]+)-(\d{1,6})$/;
/** URLs written to the response at a time. */
const CHUNK = 1000;

/** The paths of one record of a part. */
function pathsOf(kind: SitemapKind, id: number, parentId: number | undefined): string[] {
  const key = String(id);
  if (kind === 'artworks') return [pathTo('artworkDetail', { id: key })];
  if (kind === 'news') return [pathTo('newsDetail', { id: key })];
  if (kind === 'courses') return [pathTo('courseDetail', { id: key })];
  if (kind === 'activities')
    return [pathTo('activityDetail', { id: key }), pathTo('activityEntries', { id: key })];
  return [pathTo('activityEntries', { id: String(parentId), entry: key })];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const headers = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
};
const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A urlset written as it goes, a thousand URLs at a time. */
function urlset(count: number, urlAt: (index: number) => string): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`${prolog}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`),
      );
    },
    pull(controller) {
      const end = Math.min(next + CHUNK, count);
      let text = '';
      for (; next < end; next += 1) text += urlAt(next);
      if (text) controller.enqueue(encoder.encode(text));
      if (next >= count) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      }
    },
  });
  return new Response(body, { headers });
}

const url = (publicUrl: string, path: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/** One part of records: the API reads its range of ids in one indexed query; the URLs are streamed out. */
async function recordPart(
  api: ApiClient,
  publicUrl: string,
  kind: SitemapKind,
  part: number,
): Promise<Response> {
  const { ids, lastmods, parentIds } = await api.sitemap.getPart({ kind, part });
  const perRecord = kind === 'activities' ? 2 : 1;
  return urlset(ids.length * perRecord, (index) => {
    const record = Math.floor(index / perRecord);
    const paths = pathsOf(kind, ids[record] ?? 0, parentIds?.[record]);
    return url(publicUrl, paths[index % perRecord] ?? '', lastmods[record]);
  });
}

/**
 * `/sitemap.xml`: an index of its parts, `?part=pages` (the public pages) and one part per range of ids of each kind
 * of record (`?part=artworks-3`), each at most the API's `SITEMAP_PART_SIZE` (50 000) URLs.
 */
export async function sitemapLoader({
  request,
  context,
}: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  const { api, publicUrl } = serverContextOf(context);
  const name = new URL(request.url).searchParams.get('part');
  if (name === null) {
    const { parts } = await api.sitemap.listParts();
    const names = ['pages', ...parts.map((part) => `${part.kind}-${part.part}`)];
    const sitemaps = names.map(
      (part) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap.xml?part=${part}`)}</loc></sitemap>`,
    );
    return new Response(
      `${prolog}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`,
      { headers },
    );
  }
  if (name === 'pages') {
    const paths = [...publicPages, ...exhibitionPages];
    return urlset(paths.length, (index) => url(publicUrl, paths[index] ?? ''));
  }
  const match = partName.exec(name);
  const kind = kinds.find((k) => k === match?.[1]);
  const part = Number(match?.[2]);
  if (!kind || !(part >= 1))
    return new Response('没有这个站点地图', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return recordPart(api, publicUrl, kind, part);
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
