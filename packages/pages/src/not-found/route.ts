import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

const route = definePage({ title: '页面不存在', crumbs: [crumbs.home] });

/** Any other path: 页面不存在, answered with 404. */
export const { clientLoader, meta, handle, ErrorBoundary } = route;

/** Answers 404 with the not-found page. */
export const loader = async (args: LoaderFunctionArgs<AppLoadContext>) =>
  data(await route.loader(args), { status: 404 });
