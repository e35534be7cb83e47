export const PLACEHOLDER = 'pages';
