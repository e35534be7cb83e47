import { useCallback, type RefCallback } from 'react';
import { toastStackTop, type VerticalBand } from './toastStackTop';

const GAP = 8;

function openDialogs(page: Document): VerticalBand[] {
  return (
    [...page.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
      .map((dialog) => dialog.closest('.MuiPaper-root') ?? dialog)
      .filter((paper) => getComputedStyle(paper).visibility !== 'hidden')
      .map((paper) => paper.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      // A full-screen dialog (the picture viewer) has no free edge: the stack keeps its usual place over it.
      .filter((rect) => rect.height < page.documentElement.clientHeight)
      .map(({ top, bottom }) => ({ top, bottom }))
  );
}

/**
 * A ref for the fixed toast stack that sets its `top` so that it keeps clear of every open dialog: on attach,
 * and again whenever the page (a dialog, its content, a toast) or the window changes while it is shown.
 */
export function useClearOfDialogs(preferredTop: number): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const place = () => {
        const top = `${toastStackTop({
          stackHeight: element.offsetHeight,
          viewportHeight: window.innerHeight,
          dialogs: openDialogs(element.ownerDocument),
          preferredTop,
          gap: GAP,
        })}px`;
        if (element.style.top !== top) element.style.top = top;
      };
      place();
      const observer = new MutationObserver(place);
      observer.observe(element.ownerDocument.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributeFilter: ['class', 'style'],
      });
      window.addEventListener('resize', place);
      return () => {
        observer.disconnect();
        window.removeEventListener('resize', place);
      };
    },
    [preferredTop],
  );
}
