import type { Page } from '@art-portal/api-client';

/** A list's count as a visitor reads it: “10000+” when the server counted only that far. */
export function totalLabel(page: Pick<Page<unknown>, 'total' | 'totalCapped'>): string {
  return page.totalCapped ? `${page.total}+` : String(page.total);
}
