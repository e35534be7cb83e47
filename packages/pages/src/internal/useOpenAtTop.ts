import { useLayoutEffect } from 'react';
import { NavigationType, useNavigationType } from 'react-router';

/**
 * Starts a page at its top when a link opens it, or opens another record in it (`key`, a detail page's id): the
 * portal scrolls to the top only when the first path segment changes, so a work opened from the foot of 数字作品
 * (both under /artWorks), 下一篇 at the end of an article or 视频教程 at the foot of 人才培养 showed the new page
 * scrolled as far down as the old one. Back and forward (POP) keep the position the browser restores.
 */
export function useOpenAtTop(key = ''): void {
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation !== NavigationType.Pop) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only on opening (and on another `key`): a later replace of the query (a filter, a page) must not jump up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
