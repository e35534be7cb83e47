import type { SearchPage } from '@art-portal/api-client';
import { searchKinds } from './searchKinds';

/** How many results every kind holds together (全部's count), whichever kind the page shows; capped when one is. */
export function countOfAll(page: Pick<SearchPage, 'counts' | 'countsCapped'>): {
  count: number;
  capped: boolean;
} {
  return {
    count: searchKinds.reduce((sum, kind) => sum + page.counts[kind], 0),
    capped: (page.countsCapped ?? []).length > 0,
  };
}
