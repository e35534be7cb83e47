import type { QueryEntry } from '@art-portal/state';
import type { PageLoaderData } from './PageLoaderData';

function isPageLoaderData(data: unknown): data is NonNullable<PageLoaderData> {
  return typeof data === 'object' && data !== null && 'entries' in data && Array.isArray(data.entries);
}

/** The queries the server's page loaders ran, from the route matches' data (the root's and 404's have none). */
export function serverEntriesOf(matches: readonly { data: unknown }[]): QueryEntry[] {
  return matches.flatMap((match) => (isPageLoaderData(match.data) ? match.data.entries : []));
}
