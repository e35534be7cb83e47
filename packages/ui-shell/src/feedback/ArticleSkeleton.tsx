import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** An article while it loads: title, byline, a 16:9 picture and six lines of text. */
export function ArticleSkeleton() {
  return (
    <Box>
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
      <Skeleton width="30%" />
      <Skeleton
        variant="rectangular"
        sx={{ my: 3, aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }}
      />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </Box>
  );
}
