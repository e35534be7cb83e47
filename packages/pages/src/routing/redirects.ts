import { redirect, type LoaderFunctionArgs } from 'react-router';
import { redirects } from './portalRouteList';
import { pathTo } from './pathTo';

function target(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${redirects[url.pathname.replace(/\/$/, '') || '/'] ?? pathTo('home')}${url.search}`);
}

/** The redirect routes' server loader: 302 to the section's first page, the query kept. */
export const redirectLoader = ({ request }: LoaderFunctionArgs) => target(request);
/** The same in the browser. */
export const redirectClientLoader = ({ request }: LoaderFunctionArgs) => target(request);
