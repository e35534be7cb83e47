import type { ApiConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { readAdminEndpoint } from './adminEndpoint';
import { reviewCustomer } from './reviewCustomer';
import { reviewThroughServer, type ReviewRequest } from './reviewThroughServer';

/** What a review did: whether the customer was found, and whether the running server or this process wrote it. */
export type ReviewOutcome = { found: boolean; via: 'server' | 'database' };

/**
 * Reviews a customer: through the server that holds the PGlite directory when one runs and answers, else
 * by opening the database here (PostgreSQL always; PGlite only when no server holds it).
 * @throws Error when the database cannot be opened (PGlite held by a server that does not answer) or the server refuses.
 */
export async function runReview(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>,
  review: ReviewRequest,
): Promise<ReviewOutcome> {
  const endpoint = config.databaseUrl ? null : readAdminEndpoint(config.dataDir);
  if (endpoint) {
    const found = await reviewThroughServer(endpoint, review);
    if (found !== null) return { found, via: 'server' };
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return {
      found: await reviewCustomer(database.db, review.phone, review.verdict, review.reason),
      via: 'database',
    };
  } finally {
    await database.close();
  }
}
