import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isApiError } from '@art-portal/api-client';
import type { ReactNode } from 'react';

/** The parts of an RTK Query result a page renders from. */
export type QueryLike<T> = {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** The error catalogue's message, ready to show: the client already made it Chinese. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return '服务错误，请稍后重试';
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
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
      {errorMessage(error)}
    </Alert>
  );
}

export function EmptyState({ children = '暂无数据' }: { children?: ReactNode }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center', color: 'inherit', opacity: 0.75 }}>
      <Box component="svg" viewBox="0 0 120 80" aria-hidden sx={{ width: 120, mb: 1, opacity: 0.6 }}>
        <rect x="10" y="20" width="100" height="50" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 40 H40 L48 50 H72 L80 40 H110" fill="none" stroke="currentColor" strokeWidth="3" />
      </Box>
      <Typography>{children}</Typography>
    </Box>
  );
}

type QueryViewProps<T> = {
  query: QueryLike<T>;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Names the busy region for assistive technology. */
  label: string;
  children: (data: T) => ReactNode;
};

/** No page asks for more rows than this; a server that sends more (a bug or an attack) must not freeze the page. */
const MAX_ROWS = 100;

/** The data with any list (a bare array or a page's `rows`) cut to {@link MAX_ROWS}. */
function capRows<T>(data: T): T {
  if (Array.isArray(data)) return (data.length > MAX_ROWS ? data.slice(0, MAX_ROWS) : data) as T;
  if (typeof data === 'object' && data !== null && 'rows' in data && Array.isArray(data.rows) && data.rows.length > MAX_ROWS) {
    return { ...data, rows: (data.rows as unknown[]).slice(0, MAX_ROWS) };
  }
  return data;
}

/** Skeleton while loading, the catalogue message with 重试 on failure, 暂无数据 when empty. */
export function QueryView<T>({ query, skeleton, isEmpty, label, children }: QueryViewProps<T>) {
  if (query.isLoading) {
    return (
      <Box aria-busy="true" aria-label={label} role="region">
        {skeleton}
      </Box>
    );
  }
  if (query.isError) return <ErrorNotice error={query.error} onRetry={query.refetch} />;
  if (query.data === undefined) return <EmptyState />;
  if (isEmpty?.(query.data)) return <EmptyState />;
  return <>{children(capRows(query.data))}</>;
}
