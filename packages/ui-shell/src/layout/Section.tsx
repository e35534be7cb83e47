import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useShellRouter } from '../router/ShellRouterContext';
import { inkColours } from '../theme/portalPalette';

/** Props of {@link Section}. */
export interface SectionProps {
  title: string;
  /** The heading's id, which names the section. */
  id: string;
  /** A link onwards beside the heading, e.g. 更多作品 to the full list. */
  more?: { label: string; to: string };
  /** On the dark band colour. @default false */
  dark?: boolean;
  children: ReactNode;
}

/** A titled band of a page, optionally linking onwards. */
export function Section({ title, id, more, dark = false, children }: SectionProps) {
  const router = useShellRouter();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        py: { xs: 4, md: 7 },
        bgcolor: dark ? inkColours.main : 'transparent',
        color: dark ? inkColours.contrastText : 'inherit',
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            mb: { xs: 2, md: 3 },
            gap: 2,
          }}
        >
          <Typography
            id={id}
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: 22, md: 30 } }}
          >
            {title}
          </Typography>
          {more && (
            <Link
              component={router.Link}
              to={more.to}
              underline="hover"
              sx={{ color: dark ? inkColours.accent : 'primary.main', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {more.label} →
            </Link>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
