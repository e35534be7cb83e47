import { portalPages, type PageName } from './portalRouteList';

/** A link's query: unset and empty values are left out. */
export type LinkSearch = Readonly<Record<string, string | number | null | undefined>>;

/** The link to a page by its name, with its query: `pathTo('artworkDetail', { id })` → `/artWorks/detail?id=…`. */
export function pathTo(name: PageName, search: LinkSearch = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text === '' ? portalPages[name].path : `${portalPages[name].path}?${text}`;
}
