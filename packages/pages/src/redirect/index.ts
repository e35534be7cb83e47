/** The route module of the section roots (`/`, `/artWorks`, …): a redirect to the section's first page. */
export { redirectLoader as loader, redirectClientLoader as clientLoader } from '../routing/redirects';
