/** The route module of `/sitemap.xml`. */
export { sitemapLoader as loader } from '../routing/sitemap';
