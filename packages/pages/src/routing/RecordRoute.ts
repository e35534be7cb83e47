import type { portalApi } from '@art-portal/state';
import type { MissingRecord } from '../internal/QueryView';
import type { PageDescription } from './PageLoaderData';

/** A detail page's record: the query that loads it, how it is described, and what the page says when it is missing. */
export type RecordRoute = {
  endpointName: keyof typeof portalApi.endpoints;
  describe: (record: unknown, publicUrl: string) => PageDescription;
  missing: MissingRecord;
};

/** A {@link RecordRoute} whose `describe` is typed by the record the endpoint returns. */
export function recordRoute<T>(
  endpointName: RecordRoute['endpointName'],
  missing: MissingRecord,
  describe: (record: T, publicUrl: string) => PageDescription,
): RecordRoute {
  return { endpointName, missing, describe: (record, publicUrl) => describe(record as T, publicUrl) };
}
