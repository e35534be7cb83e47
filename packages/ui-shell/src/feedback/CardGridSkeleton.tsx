import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { gridSx } from '../layout/gridSx';

/** Props of {@link CardGridSkeleton}. */
export interface CardGridSkeletonProps {
  /** @default 8 */
  count?: number;
  /** The pictures' aspect ratio. @default '4 / 3' */
  ratio?: string;
}

/** A grid of picture cards while it loads: a picture, a title and a line of detail each. */
export function CardGridSkeleton({ count = 8, ratio = '4 / 3' }: CardGridSkeletonProps) {
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
