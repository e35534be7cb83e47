/** The route module of `/robots.txt`. */
export { robotsLoader as loader } from '../routing/sitemap';
