import { delay, type HttpHandler } from 'msw';
import type { CallName } from '@art-portal/api-client';
import { editorialPage, type CallAnswer } from '@art-portal/api-client/fixtures';
import { notLoggedIn, ok, refused, serverError } from './envelope';
import { handle } from './portalHandlers';

/** The calls never answer: the page stays in its loading state. */
export function loading(...names: CallName[]): HttpHandler[] {
  return names.map((name) =>
    handle(name, async () => {
      await delay('infinite');
      return ok();
    }),
  );
}

/** The paged calls answer an empty page. */
export function emptyPage(...names: CallName[]): HttpHandler[] {
  return names.map((name) => handle(name, () => ok({ rows: [], total: 0 })));
}

/** The calls fail with HTTP 500 every time. */
export function failing(...names: CallName[]): HttpHandler[] {
  return names.map((name) => handle(name, () => serverError()));
}

/**
 * The first request of each call fails with HTTP 500, later ones get the fixtures: the 重试 path.
 * Used once-handlers are restored before every story (see preview.tsx), so a story shows the failure each time.
 */
export function failingOnce(...names: CallName[]): HttpHandler[] {
  return names.map((name) => handle(name, () => serverError(), { once: true }));
}

/** The call answers a business refusal with the server's message. */
export function refusing(name: CallName, msg: string): HttpHandler[] {
  return [handle(name, () => refused(msg))];
}

/** The call answers with other data than the fixtures. */
export function answering<N extends CallName>(name: N, data: CallAnswer<N>): HttpHandler[] {
  return [handle(name, () => ok(data))];
}

/** The calls answer 10001: the server no longer accepts the customer's token (it expired or was revoked). */
export function tokenRevoked(...names: CallName[]): HttpHandler[] {
  return names.map((name) => handle(name, () => notLoggedIn()));
}

/**
 * 页面 answers by slug: the fixture's page under each slug's title, its first chapter named after it (文化旅游的章节),
 * so that a story shows which page it asked for.
 */
export function editorialPages(titles: Readonly<Record<string, string>>): HttpHandler[] {
  return [
    handle('pages.get', ({ url }) => {
      const slug = url.searchParams.get('slug') ?? '';
      const title = titles[slug] ?? editorialPage.title;
      const chapters = editorialPage.chapters.map((chapter, index) =>
        index === 0 ? { ...chapter, title: `${title}的章节` } : chapter,
      );
      return ok({ ...editorialPage, slug, title, chapters });
    }),
  ];
}
