import { typographyStyles } from '@art-portal/ui-shell/layout';
import { inkColours, staticClasses } from '@art-portal/ui-shell/theme';
import { formatCount } from '../internal/formatCount';
import { useVisitCount } from './useVisitCount';

const useCounterClasses = staticClasses((part: 'box' | 'count' | 'label', theme) => {
  if (part === 'box')
    return theme.unstable_sx({ minWidth: 180, minHeight: 72, textAlign: { xs: 'left', sm: 'right' } });
  return typographyStyles(
    theme,
    'body1',
    part === 'count'
      ? { fontSize: { xs: 30, md: 40 }, fontWeight: 800, color: inkColours.accent }
      : { opacity: 0.8 },
  );
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
