export const PLACEHOLDER = 'state';
