import { createApiClient } from '@art-portal/api-client';
import type { AppLoadContext } from 'react-router';
import type { PortalServerContext } from './PortalServerContext';

let devContext: PortalServerContext | undefined;

/**
 * The rendering server's context. `react-router dev` gives loaders none: there the API is the one `pnpm dev` starts
 * (`PORTAL_API_URL`, default http://127.0.0.1:3001/api).
 */
export function serverContextOf(context: AppLoadContext | undefined): PortalServerContext {
  if (context?.portal) return context.portal;
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  devContext ??= {
    api: createApiClient({ baseURL: env.PORTAL_API_URL ?? 'http://127.0.0.1:3001/api' }),
    publicUrl: env.PUBLIC_URL ?? 'http://localhost:5173',
  };
  return devContext;
}
