import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { inkColours } from '../theme/portalPalette';

/**
 * A whole page while it loads: the hero band, a title and two lines. A login-only page shows it until the browser
 * has said who is there.
 */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="页面加载中" role="region">
      <Skeleton variant="rectangular" sx={{ height: { xs: 220, md: 320 }, bgcolor: inkColours.light }} />
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Skeleton width="40%" sx={{ fontSize: 28 }} />
        <Skeleton />
        <Skeleton width="80%" />
      </Container>
    </Box>
  );
}
