import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

type SectionProps = {
  title: string;
  id: string;
  more?: { label: string; to: string };
  dark?: boolean;
  children: ReactNode;
};

/** A titled band of a page, optionally linking onwards. */
export function Section({ title, id, more, dark = false, children }: SectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 4, md: 7 }, bgcolor: dark ? '#0b1020' : 'transparent', color: dark ? '#fff' : 'inherit' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: { xs: 2, md: 3 }, gap: 2 }}>
          <Typography id={id} variant="h4" component="h2" sx={{ fontWeight: 700, fontSize: { xs: 22, md: 30 } }}>
            {title}
          </Typography>
          {more && (
            <RouterLink to={more.to} sx={{ color: dark ? '#9fa8ff' : 'primary.main', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {more.label} →
            </RouterLink>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
