import { isApiError } from '@art-portal/api-client';
import { loadQueries, type AppDispatch } from '@art-portal/state';
import {
  data,
  useLocation,
  useSearchParams,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaArgs,
  type MetaDescriptor,
} from 'react-router';
import { isRefusal, type MissingRecord } from '../internal/QueryView';
import type { Crumb } from './Crumb';
import type { PageDescription, PageLoaderData } from './PageLoaderData';
import { PageErrorBoundary, type LoaderFailure } from './PageErrorBoundary';
import { pageMeta } from './pageMeta';
import {
  startPageQuery,
  usePageQuery,
  type PageQuery,
  type QueryData,
  type QueryEndpointName,
  type QueryResult,
} from './pageQuery';
import type { PortalRootData } from './PortalRootData';
import type { PortalRouteHandle } from './PortalRouteHandle';
import {
  navNameOf,
  portalPages,
  portalRouteList,
  type PageName,
  type PortalPageEntry,
} from './portalRouteList';
import { serverContextOf } from './serverContextOf';

const defaultDescription = '数字艺术门户：数字作品、作品征集、云展览、行业资讯与艺术教育。';

/** A page's calls by key, built from its URL. */
export type PageQueries = Readonly<Record<string, PageQuery>>;

type EndpointOf<Q> = Q extends PageQuery<infer K> ? K : never;
/** The data a page's call answers. */
type PageQueryData<Q> = QueryData<EndpointOf<Q> & QueryEndpointName>;

/** A detail page's record: which of its calls loads it, how it is described, what the page says when it is missing. */
type PageRecord<Q extends PageQueries> = {
  [K in keyof Q]: {
    query: K;
    missing: MissingRecord;
    /** Its description for search engines and share cards; none keeps the page's own (an editorial page). */
    describe?: (record: PageQueryData<Q[K]>, publicUrl: string) => PageDescription;
  };
}[keyof Q];

type UrlRule<T> = T | ((search: URLSearchParams, pathname: string) => T);

/** One page of ui.md, declared once in its folder's `route.ts`. */
export type PageOptions<Q extends PageQueries> = {
  /** Its entry of the route list (`portalPages`): its path. None for 页面不存在, which answers any other path. */
  page?: PageName;
  /** The page name of ui.md (title, last crumb); from the URL where it depends on it. Default: its name in the nav. */
  title?: UrlRule<string>;
  /** The crumbs before the page's own, or the whole breadcrumb from the URL. */
  crumbs: Crumb[] | ((search: URLSearchParams, pathname: string) => Crumb[]);
  /** The page's description for search engines, when it shows no record. */
  description?: string;
  /** Asks search engines not to index it (搜索结果): it stays public and cacheable. */
  noindex?: boolean;
  /** Shown alone, without the navigation and the footer (登录). */
  bare?: boolean;
  /** Shows its breadcrumb in the bar under the navigation (行业资讯). */
  breadcrumbBar?: boolean;
  /** The calls its first response renders, from the URL: the server's loader prefetches them, the page reads them. */
  queries?: (search: URLSearchParams, pathname: string) => Q;
  /** What a call's data starts next on the server and in the browser: a picture to preload, a call that needs it. */
  then?: {
    [K in keyof Q]?: (data: PageQueryData<Q[K]>, dispatch: AppDispatch, search: URLSearchParams) => void;
  };
  /** A detail page's record: a missing one answers 404. */
  record?: PageRecord<Q>;
  /** Whether the URL names something that exists (an exhibition id); when not, 404 with {@link missing}. */
  exists?: (search: URLSearchParams) => boolean;
  /** What the page says when its loader answers 404 without a record (an unknown exhibition); default 页面不存在. */
  missing?: MissingRecord;
};

type PageLoader = (args: LoaderFunctionArgs<AppLoadContext>) => Promise<PageLoaderData>;

/** A declared page: what it is, and the parts of its route module besides the component. */
export type PortalPage<Q extends PageQueries> = {
  name: PageName | undefined;
  path: string;
  personal: boolean;
  /** What it says when what its URL names is missing (its record, an unknown exhibition). */
  missing: MissingRecord | undefined;
  /** Its calls for a URL. */
  queries: (search: URLSearchParams, pathname: string) => Q;
  /** Starts its calls (and what their data starts) in a store. */
  prefetch: (dispatch: AppDispatch, search: URLSearchParams, pathname: string) => void;
  /** Reads one of its calls for the current URL, as the server prefetched it. */
  useQuery: <K extends keyof Q & string>(key: K) => QueryResult<EndpointOf<Q[K]> & QueryEndpointName>;
  loader: PageLoader;
  clientLoader: () => null;
  meta: (args: MetaArgs<PageLoader, { root: () => PortalRootData }>) => MetaDescriptor[];
  handle: PortalRouteHandle & { personal: boolean };
  ErrorBoundary: () => React.JSX.Element;
};

const failure = (message: string): LoaderFailure => ({ message });
const constant =
  <T,>(rule: UrlRule<T>) =>
  (search: URLSearchParams, pathname: string): T =>
    typeof rule === 'function' ? (rule as (s: URLSearchParams, p: string) => T)(search, pathname) : rule;

/**
 * Declares a page. On the server its loader runs the page's calls and sends their results with the HTML (a missing
 * record answers 404, an unreachable API 503); in the browser, later navigations fetch through the store's cache
 * instead of asking the rendering server, and the component reads the same calls through {@link PortalPage.useQuery}.
 */
export function definePage<Q extends PageQueries = Record<never, PageQuery>>(
  options: PageOptions<Q>,
): PortalPage<Q> {
  const path = options.page ? portalPages[options.page].path : '/';
  // A module that serves several paths (the 产业合作 scenarios) is at the one it was asked for.
  const ownPath = (pathname: string) =>
    portalRouteList.some((route) => route.path === pathname) ? pathname : path;
  const title = options.title ?? (options.page && navNameOf(options.page));
  if (title === undefined)
    throw new Error(`${options.page ?? 'A page'} has no title and no place in the nav to name it.`);
  const nameOf = constant(title);
  const crumbs = options.crumbs;
  const breadcrumb =
    typeof crumbs === 'function'
      ? crumbs
      : (search: URLSearchParams, pathname: string) => [
          ...crumbs,
          { name: nameOf(search, pathname), path: ownPath(pathname) },
        ];
  const queries = options.queries ?? (() => ({}) as Q);
  const { record, then } = options;

  function prefetch(dispatch: AppDispatch, search: URLSearchParams, pathname: string): void {
    for (const [key, query] of Object.entries(queries(search, pathname))) {
      const next = then?.[key] as ((data: unknown, d: AppDispatch, s: URLSearchParams) => void) | undefined;
      const started = startPageQuery(dispatch, query);
      if (next)
        void started
          .then((found) => found !== undefined && next(found, dispatch, search))
          .catch(() => undefined);
      else void started.catch(() => undefined);
    }
  }

  async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<PageLoaderData> {
    const { searchParams: search, pathname } = new URL(request.url);
    if (options.exists && !options.exists(search))
      throw data(failure(options.missing?.message ?? '页面不存在'), { status: 404 });
    if (!options.queries) return { entries: [] };
    const server = serverContextOf(context);
    const { entries, errors } = await loadQueries(server.api, (dispatch) =>
      prefetch(dispatch, search, pathname),
    );
    const outage = errors.find((error) => !isRefusal(error));
    if (outage) throw data(failure(outage.message), { status: 503 });
    if (!record) return { entries };
    const { endpoint } = queries(search, pathname)[record.query]!;
    const found = entries.find((entry) => entry.endpointName === endpoint);
    if (!found) {
      // A record taken down (已下线, code 410) answers 410 Gone: search engines drop it rather than retry.
      const status = errors.some((error) => isApiError(error) && error.code === 410) ? 410 : 404;
      throw data(failure(errors[0]?.message ?? record.missing.message), { status });
    }
    const describe = record.describe as ((value: unknown, publicUrl: string) => PageDescription) | undefined;
    return describe ? { entries, described: describe(found.value, server.publicUrl) } : { entries };
  }

  function meta({ loaderData, location, matches }: MetaArgs<PageLoader, { root: () => PortalRootData }>) {
    const root = matches.find((match) => match?.id === 'root')?.data;
    return pageMeta({
      title: nameOf(new URLSearchParams(location.search), location.pathname),
      siteName: root?.settings.siteName ?? '数字艺术门户',
      url: root ? `${root.publicUrl}${location.pathname}${location.search}` : undefined,
      description: options.description ?? defaultDescription,
      described: loaderData?.described,
      noindex: options.noindex ?? false,
    });
  }

  function useQuery<K extends keyof Q & string>(key: K) {
    const [search] = useSearchParams();
    const { pathname } = useLocation();
    return usePageQuery(queries(search, pathname)[key] as PageQuery<EndpointOf<Q[K]> & QueryEndpointName>);
  }

  // Declared in the route list, which robots and the sitemap read too.
  const entry: PortalPageEntry | undefined = options.page ? portalPages[options.page] : undefined;
  const personal = entry?.personal ?? false;
  const shell = {
    ...(options.bare ? { bare: true } : {}),
    ...(options.breadcrumbBar ? { breadcrumbBar: true } : {}),
  };
  return {
    name: options.page,
    path,
    personal,
    missing: record?.missing ?? options.missing,
    queries,
    prefetch,
    useQuery,
    loader,
    clientLoader: () => null,
    meta,
    handle: { name: nameOf, breadcrumb, personal, ...shell },
    ErrorBoundary: () => <PageErrorBoundary missing={record?.missing ?? options.missing} />,
  };
}
