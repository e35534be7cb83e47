import { createAdminClient } from '@art-portal/api-client/admin';

/** The back office's client: same origin (the API serves this app on ADMIN_PORT and answers `/api` there). */
export const adminClient = createAdminClient({ baseUrl: '/api' });
