export const PLACEHOLDER = 'ui-shell';
