import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { Key, ReactNode } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { ListSkeleton } from '../feedback/ListSkeleton';

/** Props shared by {@link PagedGrid} and {@link PagedList}. */
export interface PagedCollectionProps<T> {
  /** The current page's items. */
  items: readonly T[];
  /** Total number of items on the server. */
  total: number;
  /** 1-based page number. */
  page: number;
  /** Items per page, to count the pages. */
  pageSize: number;
  /** The pager asked for another page (1-based). */
  onPageChange: (page: number) => void;
  /** Renders one item, e.g. an ArtworkCard. */
  renderItem: (item: T) => ReactNode;
  /** A stable key per item, e.g. its id. */
  getKey: (item: T) => Key;
  /** The page is loading: skeletons in place of the items. @default false */
  loading?: boolean;
  /** A message to show instead of the items, with 重试 when `onRetry` is given. */
  error?: string | null;
  /** 重试 beside the error: fetch the page again. */
  onRetry?: () => void;
  /** Accessible name of the collection. */
  label?: string;
}

/** The list or grid body: skeleton while loading, error, 暂无数据, or the items and pagination. */
export function PagedCollection<T>({
  items,
  total,
  page,
  pageSize,
  onPageChange,
  renderItem,
  getKey,
  loading = false,
  error,
  onRetry,
  label,
  layout,
}: PagedCollectionProps<T> & { layout: 'grid' | 'list' }) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  let body: ReactNode;
  if (loading) body = <ListSkeleton variant={layout} count={Math.min(pageSize, 8)} />;
  else if (error) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (items.length === 0) body = <EmptyState />;
  else
    body = (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          ...(layout === 'grid'
            ? { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }
            : { display: 'flex', flexDirection: 'column', gap: '12px' }),
        }}
      >
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </Box>
    );
  return (
    <Box component="section" aria-label={label} aria-busy={loading || undefined}>
      {body}
      {!loading && !error && pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: '24px' }}>
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_event, next) => onPageChange(next)}
            color="primary"
          />
        </Box>
      ) : null}
    </Box>
  );
}
