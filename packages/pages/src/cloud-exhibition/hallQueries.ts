import type { ExhibitionHall } from '@art-portal/api-client';
import { pageQuery } from '../routing/pageQuery';
import { exhibitionIdOf } from './exhibitions';

/** The 云展览 halls call of the URL's exhibition (`?id=`): all of its halls at once; none for an unknown id. */
export function hallsQuery(search: URLSearchParams) {
  const id = exhibitionIdOf(search.get('id'));
  return pageQuery(
    'exhibitionsListHalls',
    id === undefined ? null : { pageNum: 1, pageSize: 50, exhibitionId: Number(id) },
  );
}

/** The halls in their order. */
export const sortedHalls = (halls: readonly ExhibitionHall[]) => [...halls].sort((a, b) => a.sort - b.sort);

/** The hall the page shows: the URL's (`hall=`), else the first; '' while the halls are unknown. */
export function shownHallId(search: URLSearchParams, halls: readonly ExhibitionHall[]): string {
  const first = sortedHalls(halls)[0];
  return search.get('hall') || (first ? String(first.id) : '');
}

/** The call of the hall shown. */
export const hallQuery = (id: string) => pageQuery('exhibitionsGetHall', id === '' ? null : { id });
