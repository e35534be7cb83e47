import { renderDocument } from '@art-portal/pages/server';
import type { EntryContext } from 'react-router';
import { readPortalConfig } from './config/readPortalConfig.server';

export { createPortalRenderer } from '@art-portal/pages/server';

export const streamTimeout = 10_000;

/** The framework's server entry: the pages' document renderer, with this portal's settings. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return renderDocument(request, status, headers, context, { csp: readPortalConfig(), streamTimeout });
}
