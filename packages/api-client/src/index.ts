export const API_CLIENT_PLACEHOLDER = true;
