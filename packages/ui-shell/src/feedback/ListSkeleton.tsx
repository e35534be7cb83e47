import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps {
  /** @default 5 */
  count?: number;
}

/** A list of picture-and-text rows while it loads. */
export function ListSkeleton({ count = 5 }: ListSkeletonProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 2 }}>
          <Skeleton
            variant="rectangular"
            sx={{ width: 160, aspectRatio: '16 / 10', height: 'auto', borderRadius: 2, flexShrink: 0 }}
          />
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
