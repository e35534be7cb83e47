import type { NavLink } from '@art-portal/ui-shell/app-shell';
import { pathTo } from '../routing/pathTo';

/** The 云展览 exhibitions by their `?id=` (ExhibitionHall's `exhibitionId`). */
export const exhibitions = {
  '1': { name: '亚洲数字艺术展' },
  '2': { name: 'AI数字公园' },
} as const;

export type ExhibitionId = keyof typeof exhibitions;

/** What the page and its title say for an id no exhibition has. */
export const MISSING_EXHIBITION = '展览不存在';

function isExhibitionId(id: string): id is ExhibitionId {
  // Not `id in exhibitions`: `constructor` and the other inherited names are no exhibition.
  return Object.hasOwn(exhibitions, id);
}

/** The exhibition a `?id=` value names, no id meaning '1'; undefined for an id no exhibition has. */
export function exhibitionIdOf(id: string | null): ExhibitionId | undefined {
  const wanted = id || '1';
  return isExhibitionId(wanted) ? wanted : undefined;
}

/** The page name for a `?id=` value: the exhibition's name, or 展览不存在. */
export function exhibitionTitle(id: string | null): string {
  const known = exhibitionIdOf(id);
  return known === undefined ? MISSING_EXHIBITION : exhibitions[known].name;
}

/** The link to an exhibition: its name and its page. The nav's sub-items, the sitemap and the pages build theirs here. */
export function exhibitionLink(id: ExhibitionId): NavLink {
  return { label: exhibitions[id].name, to: pathTo('cloudExhibition', { id }) };
}

/** Every exhibition's link, in order. */
export const exhibitionLinks: readonly NavLink[] = /* @__PURE__ */ (
  Object.keys(exhibitions) as ExhibitionId[]
).map(exhibitionLink);
