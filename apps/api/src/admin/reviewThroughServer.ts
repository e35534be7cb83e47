import { adminReviewPath, type AdminEndpoint } from './adminEndpoint';

/** A review as the reviewer's command takes it. */
export type ReviewRequest = { phone: string; verdict: 'pass' | 'fail'; reason?: string };

function refused(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * Reviews through the running server named by `endpoint`.
 * @returns whether the customer was found, or null when nothing listens there (the request was not sent).
 * @throws Error when the server refused the request or did not answer in time.
 */
export async function reviewThroughServer(
  endpoint: AdminEndpoint,
  review: ReviewRequest,
): Promise<boolean | null> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}${adminReviewPath}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(review),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    if (refused(error)) return null;
    throw new Error(
      `the API at ${endpoint.url} did not answer: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
    data?: { found?: unknown };
  } | null;
  if (response.status === 200 && body?.code === 200 && typeof body.data?.found === 'boolean')
    return body.data.found;
  throw new Error(
    `the API at ${endpoint.url} refused the review: HTTP ${response.status} ${typeof body?.msg === 'string' ? body.msg : ''}`.trim(),
  );
}
