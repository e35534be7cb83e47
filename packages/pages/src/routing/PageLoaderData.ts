import type { QueryEntry } from '@art-portal/state';

/** The page's description for search engines and share cards (Open Graph, Twitter, JSON-LD). */
export type PageDescription = {
  title: string;
  description: string;
  /** An absolute URL of a picture at least 1200 px wide. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Other representations of the record, each a `<link rel="alternate">` (a IIIF manifest, …). */
  alternates?: { href: string; type: string }[];
};

/** What a page's server loader sends with the HTML: the queries it ran, and the record's description. */
export type PageLoaderData = { entries: QueryEntry[]; described?: PageDescription } | null;
