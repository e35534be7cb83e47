import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { inkColours } from '@art-portal/ui-shell/theme';
import { formatCount } from '../internal/formatCount';
import { useVisitCount } from './useVisitCount';

/**
 * 首页's visit total. Its own component: counting the visit re-renders this box only, not the page around it
 * (three renders of 首页's 770 elements after hydration before it was split out).
 */
export function VisitCounter() {
  const visits = useVisitCount();
  return (
    <Box aria-live="polite" sx={{ minWidth: 180, minHeight: 72, textAlign: { xs: 'left', sm: 'right' } }}>
      {visits !== null && (
        <>
          <Typography sx={{ fontSize: { xs: 30, md: 40 }, fontWeight: 800, color: inkColours.accent }}>
            {formatCount(visits)}
          </Typography>
          <Typography sx={{ opacity: 0.8 }}>累计访问人次</Typography>
        </>
      )}
    </Box>
  );
}
