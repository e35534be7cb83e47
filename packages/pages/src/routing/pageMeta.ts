import type { MetaDescriptor } from 'react-router';
import type { PageDescription } from './PageLoaderData';

/** What search engines and share cards read of a page: title, description, canonical URL, Open Graph, Twitter, JSON-LD. */
export function pageMeta(options: {
  title: string;
  siteName: string;
  url: string | undefined;
  description: string;
  described: PageDescription | undefined;
  /** Search engines are asked not to index the page. */
  noindex?: boolean;
}): MetaDescriptor[] {
  const { title, siteName, url, described, noindex = false } = options;
  const description = described?.description || options.description;
  const shareTitle = described?.title ?? title;
  const image = described?.image;
  return [
    { title: `${title} - ${siteName}` },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
    { property: 'og:type', content: described ? 'article' : 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'zh_CN' },
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { name: 'twitter:image', content: image },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
    ...(described?.jsonLd ? [{ 'script:ld+json': described.jsonLd }] : []),
    ...(described?.alternates ?? []).map(({ href, type }) => ({
      tagName: 'link',
      rel: 'alternate',
      type,
      href,
    })),
  ];
}
