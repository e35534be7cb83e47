import { useLayoutEffect } from 'react';
import { NavigationType, useNavigationType } from 'react-router';

/**
 * Starts a detail page at its top whenever it opens another record (`key`, its id) by a link: the portal scrolls to
 * the top only when the section changes, so a work opened from the foot of 数字作品 (both under /artWorks), or 下一篇
 * at the end of an article, showed the new page scrolled as far down as the old one. Back and forward (POP) keep
 * the position the browser restores.
 */
export function useOpenAtTop(key: string): void {
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation !== NavigationType.Pop) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, navigation]);
}
