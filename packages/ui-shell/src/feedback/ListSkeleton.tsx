import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps {
  /** Number of placeholder items. @default 6 */
  count?: number;
  /** `grid` shows picture cards, `list` shows text rows. @default 'grid' */
  variant?: 'grid' | 'list';
}

/** Placeholders for a list that is still loading, in a region marked `aria-busy="true"`. */
export function ListSkeleton({ count = 6, variant = 'grid' }: ListSkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <Box
      aria-busy="true"
      sx={
        variant === 'grid'
          ? { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }
          : { display: 'flex', flexDirection: 'column', gap: '12px' }
      }
    >
      {items.map((index) =>
        variant === 'grid' ? (
          <Box key={index}>
            <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '4 / 3', height: 'auto' }} />
            <Skeleton sx={{ mt: '8px' }} width="70%" />
            <Skeleton width="40%" />
          </Box>
        ) : (
          <Box key={index} sx={{ display: 'flex', gap: '12px' }}>
            <Skeleton variant="rectangular" width={120} height={80} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </Box>
          </Box>
        ),
      )}
    </Box>
  );
}
