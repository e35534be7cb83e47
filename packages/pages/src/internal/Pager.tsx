import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

type PagerProps = { page: number; total: number; pageSize: number; onChange: (page: number) => void };

export function Pager({ page, total, pageSize, onChange }: PagerProps) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination page={page} count={count} onChange={(_, next) => onChange(next)} color="primary" shape="rounded" siblingCount={1} />
    </Box>
  );
}
