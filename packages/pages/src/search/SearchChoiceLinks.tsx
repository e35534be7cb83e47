import { staticClasses } from '@art-portal/ui-shell/theme';
import { Link as ReactRouterLink, type To } from 'react-router';

/** One choice of a {@link SearchChoiceLinks} row. */
export type SearchChoice = { key: string; label: string; to: To; current: boolean };

type ChoicePart = 'tabsList' | 'plainList' | 'tab' | 'currentTab' | 'plain' | 'currentPlain';

const useChoiceClasses = staticClasses((part: ChoicePart, theme) => {
  if (part === 'tabsList' || part === 'plainList') {
    const tabs = part === 'tabsList';
    return theme.unstable_sx({
      display: 'flex',
      flexWrap: 'wrap',
      gap: tabs ? { xs: 0.5, sm: 1 } : 2,
      listStyle: 'none',
      p: 0,
      m: 0,
      ...(tabs ? { borderBottom: 1, borderColor: 'divider' } : {}),
    });
  }
  const tabs = part === 'tab' || part === 'currentTab';
  const current = part === 'currentTab' || part === 'currentPlain';
  return theme.unstable_sx({
    display: 'inline-block',
    textDecoration: 'none',
    color: current ? 'primary.main' : 'text.secondary',
    fontWeight: current ? 700 : 400,
    fontSize: tabs ? 16 : 14,
    py: tabs ? 1.25 : 0.5,
    px: tabs ? 1.5 : 0,
    ...(tabs
      ? {
          borderBottom: 3,
          borderColor: current ? 'primary.main' : 'transparent',
          mb: '-1px',
        }
      : {}),
    '&:hover': { color: 'primary.main' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  });
});

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
  const classOf = useChoiceClasses();
  return (
    <nav aria-label={label}>
      <ul className={classOf(tabs ? 'tabsList' : 'plainList')}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <ReactRouterLink
              to={choice.to}
              aria-current={choice.current ? 'page' : undefined}
              className={classOf(
                tabs ? (choice.current ? 'currentTab' : 'tab') : choice.current ? 'currentPlain' : 'plain',
              )}
            >
              {choice.label}
            </ReactRouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
