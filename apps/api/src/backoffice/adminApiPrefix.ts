/** The back office's API prefix on its own origin (the admin client's default `baseUrl`). */
export const ADMIN_API_PREFIX = '/api';
