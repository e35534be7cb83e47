/** One step of the breadcrumb: a page name and where it lives. */
export type Crumb = { name: string; path: string };
