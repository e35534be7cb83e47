import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isApiError } from '@art-portal/api-client';
import { preloadable } from '@art-portal/ui-shell/app-shell';
import type { ReactNode } from 'react';
import { Link as ReactRouterLink, useSearchParams, type To } from 'react-router';
import { pageOf } from './pageOf';

// Only a list that changes filter, page or record shows it, after its first paint: not on every page's critical path.
const progress = preloadable(() => import('@mui/material/LinearProgress').then((module) => module.default));

/** The parts of an RTK Query result a page renders from. */
type QueryLike<T> = {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  /** RTK Query's `currentData`: `undefined` while the request for new arguments (another filter, page or id) runs. */
  currentData?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  /** The request's arguments: a paged list's `pageSize` tells which page is its last. */
  originalArgs?: unknown;
};

/** The error catalogue's message, ready to show: the client already made it Chinese. */
function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return '服务错误，请稍后重试';
}

export function ErrorNotice({
  error,
  message = errorMessage(error),
  onRetry,
}: {
  error?: unknown;
  message?: string;
  onRetry: () => unknown;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          重试
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * True when the server refused the request with its own message (a record that does not exist, an id it cannot
 * read): asking again gets the same answer.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business';
}

/** Where a detail page sends the visitor when its record does not exist, and what it says then. */
export type MissingRecord = {
  /** Shown when there is no id at all; a refusal shows the server's own message (作品不存在 …). */
  message: string;
  /** The link's text, e.g. 返回数字作品. */
  label: string;
  /** The list the record belongs to. */
  to: string;
};

/** A detail page whose record does not exist: the reason as its heading and a way back to its list, no 重试. */
export function MissingNotice({ message, label, to }: MissingRecord) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 700, mb: 3 }}>
        {message}
      </Typography>
      <Button component={ReactRouterLink} to={to} variant="contained">
        {label}
      </Button>
    </Container>
  );
}

/** 暂无数据 (or another reason) over an empty-tray picture; `action`, if any, at full contrast under it. */
function EmptyState({ children = '暂无数据', action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center', color: 'inherit' }}>
      <Box sx={{ opacity: 0.75 }}>
        <Box component="svg" viewBox="0 0 120 80" aria-hidden sx={{ width: 120, mb: 1, opacity: 0.6 }}>
          <rect
            x="10"
            y="20"
            width="100"
            height="50"
            rx="8"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
          <path d="M10 40 H40 L48 50 H72 L80 40 H110" fill="none" stroke="currentColor" strokeWidth="3" />
        </Box>
        <Typography>{children}</Typography>
      </Box>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/** The last page of a list that has rows (`data` one page of it, `args` the request for that page); else undefined. */
function lastPageOf(data: unknown, args: unknown): number | undefined {
  const total = typeof data === 'object' && data !== null && 'total' in data ? data.total : undefined;
  const pageSize =
    typeof args === 'object' && args !== null && 'pageSize' in args ? args.pageSize : undefined;
  if (typeof total !== 'number' || typeof pageSize !== 'number' || total <= 0 || pageSize <= 0)
    return undefined;
  return Math.ceil(total / pageSize);
}

/**
 * An empty page of a list that is not empty: `page` is past the last one (a stale link, a typo, or rows removed since
 * the reader opened it). Says so, with a link (`to`) or a button (`onClick`) to the last page.
 */
function PastLastPage({
  page,
  last,
  goToLast,
}: {
  page: number;
  last: number;
  goToLast: { to: To } | { onClick: () => void };
}) {
  if (page <= last) return <EmptyState />;
  const label = `转到第 ${last} 页`;
  return (
    <EmptyState
      action={
        'to' in goToLast ? (
          <Button component={ReactRouterLink} to={goToLast.to} variant="outlined">
            {label}
          </Button>
        ) : (
          <Button onClick={goToLast.onClick} variant="outlined">
            {label}
          </Button>
        )
      }
    >
      {`第 ${page} 页没有内容，共 ${last} 页`}
    </EmptyState>
  );
}

/** {@link PastLastPage} of a list paged by the URL's `page`: the link keeps the other query parameters. */
function PastLastUrlPage({ last }: { last: number }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  if (last === 1) next.delete('page');
  else next.set('page', String(last));
  return (
    <PastLastPage page={pageOf(params)} last={last} goToLast={{ to: { search: `?${next.toString()}` } }} />
  );
}

type QueryViewProps<T> = {
  query: QueryLike<T>;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Names the busy region for assistive technology. */
  label: string;
  children: (data: T) => ReactNode;
  /**
   * On a detail page: what to show when the record does not exist (no id, or the server refused it). Its other
   * failures keep 重试, inside the page's width.
   */
  missing?: MissingRecord;
  /** A list paged in the component's state, not the URL's `page`: past its last page, a button goes to the last. */
  paging?: { page: number; onChange: (page: number) => void };
};

/** No page asks for more rows than this; a server that sends more (a bug or an attack) must not freeze the page. */
const MAX_ROWS = 100;

/** The data with any list (a bare array or a page's `rows`) cut to {@link MAX_ROWS}. */
function capRows<T>(data: T): T {
  if (Array.isArray(data)) return (data.length > MAX_ROWS ? data.slice(0, MAX_ROWS) : data) as T;
  if (
    typeof data === 'object' &&
    data !== null &&
    'rows' in data &&
    Array.isArray(data.rows) &&
    data.rows.length > MAX_ROWS
  ) {
    return { ...data, rows: (data.rows as unknown[]).slice(0, MAX_ROWS) };
  }
  return data;
}

/** Skeleton while loading, the catalogue message with 重试 on failure, 暂无数据 when empty (or a way back from past the last page). */
export function QueryView<T>({
  query,
  skeleton,
  isEmpty,
  label,
  children,
  missing,
  paging,
}: QueryViewProps<T>) {
  if (query.isLoading) {
    return (
      <Box aria-busy="true" aria-label={label} role="region">
        {skeleton}
      </Box>
    );
  }
  if (missing && query.isError && isRefusal(query.error))
    return <MissingNotice {...missing} message={errorMessage(query.error)} />;
  if (missing && query.isError) {
    return (
      <Container maxWidth="lg">
        <ErrorNotice error={query.error} onRetry={query.refetch} />
      </Container>
    );
  }
  if (query.isError) return <ErrorNotice error={query.error} onRetry={query.refetch} />;
  if (missing && query.data === undefined) return <MissingNotice {...missing} />;
  if (query.data === undefined) return <EmptyState />;
  // Another filter, page or record is on its way: what is shown belongs to the previous one, so a progress bar runs over
  // it and its region is busy, instead of it passing for the answer. Same tree either way: nothing remounts.
  const switching = query.isFetching === true && 'currentData' in query && query.currentData === undefined;
  return (
    <Box
      role={switching ? 'region' : undefined}
      aria-label={switching ? label : undefined}
      aria-busy={switching ? 'true' : undefined}
    >
      {/* A box of no height: the bar lies over the top of the content without moving it. */}
      {switching ? (
        <Box sx={{ height: 0 }}>
          <progress.Component aria-label={label} sx={{ zIndex: 1 }} />
        </Box>
      ) : null}
      {loadedView(query.data, query.originalArgs, children, isEmpty, paging)}
    </Box>
  );
}

function loadedView<T>(
  data: T,
  args: unknown,
  children: (data: T) => ReactNode,
  isEmpty: ((data: T) => boolean) | undefined,
  paging: QueryViewProps<T>['paging'],
): ReactNode {
  if (isEmpty?.(data)) {
    const last = lastPageOf(data, args);
    if (last === undefined) return <EmptyState />;
    if (paging === undefined) return <PastLastUrlPage last={last} />;
    return (
      <PastLastPage page={paging.page} last={last} goToLast={{ onClick: () => paging.onChange(last) }} />
    );
  }
  return children(capRows(data));
}
