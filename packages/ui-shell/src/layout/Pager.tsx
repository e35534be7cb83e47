import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { revealTop } from './revealTop';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many items the list holds in all. */
  total: number;
  pageSize: number;
  /** The list holds more than `total` and is paged only that far: the pager stops there and says so. */
  capped?: boolean | undefined;
  onChange: (page: number) => void;
}

/** The pages of a list, under it; choosing one brings the list's start (the pager's parent) back into view. */
export function Pager({ page, total, pageSize, capped = false, onChange }: PagerProps) {
  const root = useRef<HTMLDivElement>(null);
  const count = Math.ceil(total / pageSize);
  if (count <= 1 && !capped) return null;
  return (
    <Box ref={root} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mt: 4 }}>
      <Pagination
        page={page}
        count={count}
        onChange={(_, next) => {
          onChange(next);
          revealTop(root.current?.parentElement);
        }}
        color="primary"
        shape="rounded"
        siblingCount={1}
      />
      {capped && (
        <Typography variant="body2" role="note" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          列表只能翻到第 {count} 页（前 {total} 条），请用筛选条件或关键词缩小范围
        </Typography>
      )}
    </Box>
  );
}
