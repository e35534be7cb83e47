import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useRef } from 'react';
import { revealTop } from './revealTop';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many items the list holds in all. */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** The pages of a list, under it; choosing one brings the list's start (the pager's parent) back into view. */
export function Pager({ page, total, pageSize, onChange }: PagerProps) {
  const root = useRef<HTMLDivElement>(null);
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Box ref={root} sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
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
    </Box>
  );
}
