import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';

const route = pageRoute({ name: '页面不存在', breadcrumb: [crumbs.home], path: '/' });

/** Any other path: 页面不存在, answered with 404. */
export const { clientLoader, meta, handle, ErrorBoundary } = route;

/** Answers 404 with the not-found page. */
export const loader = async (args: LoaderFunctionArgs<AppLoadContext>) =>
  data(await route.loader(args), { status: 404 });
