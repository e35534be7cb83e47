import type { EditorialPage } from '@art-portal/api-client';
import { eq } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { requirePublic } from '../db/publicRows';
import { pages } from '../db/schema';
import { paragraphsOf } from './paragraphsOf';

type Palette = EditorialPage['palette'];
const text = (item: Record<string, string>, key: string) => item[key] ?? '';

/** The editorial pages (页面) as published: 404 for one never published, 410 for one taken down. */
export function pagesHandlers({ db }: Deps): HandlerSet<ResourceCalls<'pages'>> {
  return {
    'pages.get': async ({ query }) => {
      const [found] = await db.select().from(pages).where(eq(pages.slug, query.slug));
      const row = requirePublic(found, '页面');
      // The palettes were checked against the contract's names when the page was saved.
      return {
        slug: row.slug,
        eyebrow: row.eyebrow,
        title: row.title,
        lead: row.lead,
        palette: row.palette as Palette,
        figures: row.figures.map((item) => ({ value: text(item, 'value'), label: text(item, 'label') })),
        chapters: row.chapters.map((item) => ({
          title: text(item, 'title'),
          paragraphs: paragraphsOf(text(item, 'text')),
          palette: text(item, 'palette') as Palette,
          caption: text(item, 'caption'),
        })),
        casesTitle: row.casesTitle,
        cases: row.cases.map((item) => ({
          title: text(item, 'title'),
          place: text(item, 'place'),
          text: text(item, 'text'),
          palette: text(item, 'palette') as Palette,
        })),
      };
    },
  };
}
