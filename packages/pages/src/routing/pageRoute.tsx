import { loadQueries } from '@art-portal/state';
import {
  data,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaArgs,
  type MetaDescriptor,
} from 'react-router';
import { isRefusal, type MissingRecord } from '../internal/QueryView';
import type { PagePrefetch } from '../providers/PagePrefetch';
import type { Crumb } from './Crumb';
import type { PageLoaderData } from './PageLoaderData';
import { PageErrorBoundary, type LoaderFailure } from './PageErrorBoundary';
import { pageMeta } from './pageMeta';
import type { PortalRootData } from './PortalRootData';
import type { PortalRouteHandle } from './PortalRouteHandle';
import type { RecordRoute } from './RecordRoute';
import { serverContextOf } from './serverContextOf';

const defaultDescription = '数字艺术门户：数字作品、作品征集、云展览、行业资讯与艺术教育。';

/** How one page of ui.md is a route: its name, breadcrumb, the calls its first response needs and its record. */
export type PageRouteOptions = {
  /** The page name of ui.md (title, last crumb); from the URL where it depends on it. */
  name: string | ((search: URLSearchParams, pathname: string) => string);
  /** The crumbs before the page's own, or the whole breadcrumb from the URL. */
  breadcrumb: Crumb[] | ((search: URLSearchParams, pathname: string) => Crumb[]);
  /** Where the page lives (its own crumb's link); the URL's path when one module serves several paths. */
  path?: string;
  /** The page's description for search engines, when it shows no record. */
  description?: string;
  /** The calls its first response renders, run by the server's loader on a store of its own. */
  queries?: PagePrefetch;
  /** A detail page's record: a missing one answers 404. */
  record?: RecordRoute;
  /** What the page says when its loader answers 404 without a record (an unknown exhibition); default 页面不存在. */
  missing?: MissingRecord;
  /** Needs login (我的消息, 登录): rendered in the browser only, never cached by a CDN. */
  personal?: boolean;
};

/** What a route module exports besides its component, built from {@link PageRouteOptions}. */
export type PageRoute = {
  loader: (args: LoaderFunctionArgs<AppLoadContext>) => Promise<PageLoaderData>;
  clientLoader: () => null;
  meta: (args: MetaArgs) => MetaDescriptor[];
  handle: PortalRouteHandle & { personal: boolean };
  ErrorBoundary: () => React.JSX.Element;
};

const failure = (message: string): LoaderFailure => ({ message });

/**
 * A page's route module parts. On the server the loader runs the page's calls and sends their results with the
 * HTML (a missing record answers 404, an unreachable API 503); in the browser, later navigations fetch through the
 * store's cache instead of asking the rendering server.
 */
export function pageRoute(options: PageRouteOptions): PageRoute {
  const nameOf = typeof options.name === 'string' ? () => options.name as string : options.name;
  const breadcrumb =
    typeof options.breadcrumb === 'function'
      ? options.breadcrumb
      : (search: URLSearchParams, pathname: string) => [
          ...(options.breadcrumb as Crumb[]),
          { name: nameOf(search, pathname), path: options.path ?? pathname },
        ];
  const { queries, record } = options;

  async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<PageLoaderData> {
    if (!queries) return { entries: [] };
    const server = serverContextOf(context);
    const search = new URL(request.url).searchParams;
    const { entries, errors } = await loadQueries(server.api, (dispatch) => queries(dispatch, search));
    const outage = errors.find((error) => !isRefusal(error));
    if (outage) throw data(failure(outage.message), { status: 503 });
    if (!record) return { entries };
    const found = entries.find((entry) => entry.endpointName === record.endpointName);
    if (!found) throw data(failure(errors[0]?.message ?? record.missing.message), { status: 404 });
    return { entries, described: record.describe(found.value, server.publicUrl) };
  }

  function meta({ data: loaded, location, matches }: MetaArgs): MetaDescriptor[] {
    const root = matches.find((match) => match?.id === 'root')?.data as PortalRootData | undefined;
    return pageMeta({
      title: nameOf(new URLSearchParams(location.search), location.pathname),
      siteName: root?.settings.siteName ?? '数字艺术门户',
      url: root ? `${root.publicUrl}${location.pathname}${location.search}` : undefined,
      description: options.description ?? defaultDescription,
      described: (loaded as PageLoaderData | undefined)?.described,
    });
  }

  return {
    loader,
    clientLoader: () => null,
    meta,
    handle: { name: nameOf, breadcrumb, personal: options.personal ?? false },
    ErrorBoundary: () => <PageErrorBoundary missing={record?.missing ?? options.missing} />,
  };
}
