export { sitemapLoader as loader } from '@art-portal/pages/routing';
