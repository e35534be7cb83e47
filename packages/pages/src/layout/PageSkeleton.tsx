import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { inkColours } from '@art-portal/ui-shell/theme';

/** What a login-only page shows until the browser has said who is there (see RequireLogin). */
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
