import Box from '@mui/material/Box';
import { Link as ReactRouterLink, type To } from 'react-router';

/** One choice of a {@link SearchChoiceLinks} row. */
export type SearchChoice = { key: string; label: string; to: To; current: boolean };

/**
 * A row of links, one per choice (a kind, an order), the current one marked for assistive technology: they work
 * before the scripts arrive and without them, and each lands in the history.
 */
export function SearchChoiceLinks({
  label,
  choices,
  variant,
}: {
  /** Names the row (its landmark). */
  label: string;
  choices: readonly SearchChoice[];
  /** Tabs underline the current kind; the orders are quieter text links. */
  variant: 'tabs' | 'plain';
}) {
  const tabs = variant === 'tabs';
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: tabs ? { xs: 0.5, sm: 1 } : 2,
          listStyle: 'none',
          p: 0,
          m: 0,
          ...(tabs ? { borderBottom: 1, borderColor: 'divider' } : {}),
        }}
      >
        {choices.map((choice) => (
          <li key={choice.key}>
            <Box
              component={ReactRouterLink}
              to={choice.to}
              aria-current={choice.current ? 'page' : undefined}
              sx={{
                display: 'inline-block',
                textDecoration: 'none',
                color: choice.current ? 'primary.main' : 'text.secondary',
                fontWeight: choice.current ? 700 : 400,
                fontSize: tabs ? 16 : 14,
                py: tabs ? 1.25 : 0.5,
                px: tabs ? 1.5 : 0,
                ...(tabs
                  ? {
                      borderBottom: 3,
                      borderColor: choice.current ? 'primary.main' : 'transparent',
                      mb: '-1px',
                    }
                  : {}),
                '&:hover': { color: 'primary.main' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {choice.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
