import type { Theme } from '@mui/material/styles';
import { inkColours, staticClasses } from '@art-portal/ui-shell/theme';
import { formatCount } from '../internal/formatCount';
import { useVisitCount } from './useVisitCount';

// The `Typography`s as their CSS: `margin: 0`, body1, then what their `sx` said.
const useCounterClasses = staticClasses((part: 'box' | 'count' | 'label', theme) => {
  // Called on the theme: `unstable_sx` reads its theme from `this`.
  const sx: Theme['unstable_sx'] = (styles) => theme.unstable_sx(styles);
  if (part === 'box') return sx({ minWidth: 180, minHeight: 72, textAlign: { xs: 'left', sm: 'right' } });
  return {
    margin: 0,
    ...theme.typography.body1,
    ...(part === 'count'
      ? sx({ fontSize: { xs: 30, md: 40 }, fontWeight: 800, color: inkColours.accent })
      : sx({ opacity: 0.8 })),
  };
});

/**
 * 首页's visit total. Its own component: counting the visit re-renders this box only, not the page around it
 * (three renders of 首页's 770 elements after hydration before it was split out).
 */
export function VisitCounter() {
  const visits = useVisitCount();
  const classOf = useCounterClasses();
  return (
    <div aria-live="polite" className={classOf('box')}>
      {visits !== null && (
        <>
          <p className={classOf('count')}>{formatCount(visits)}</p>
          <p className={classOf('label')}>累计访问人次</p>
        </>
      )}
    </div>
  );
}
