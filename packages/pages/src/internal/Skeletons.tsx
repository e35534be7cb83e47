import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export function CardGridSkeleton({ count = 8, ratio = '4 / 3' }: { count?: number; ratio?: string }) {
  return (
    <Box sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: ratio, height: 'auto', borderRadius: 2 }} />
          <Skeleton width="70%" sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}

export function ArticleSkeleton() {
  return (
    <Box>
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
      <Skeleton width="30%" />
      <Skeleton variant="rectangular" sx={{ my: 3, aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </Box>
  );
}

export function ListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 2 }}>
          <Skeleton variant="rectangular" sx={{ width: 160, aspectRatio: '16 / 10', height: 'auto', borderRadius: 2, flexShrink: 0 }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(150px, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
} as const;
