import { prefersReducedMotion } from './prefersReducedMotion';

/**
 * Scrolls the window so `element`'s top shows just below the sticky header, when it is above the viewport: after
 * choosing another page of a list at its foot, the reader lands at the start of the new page.
 */
export function revealTop(element: Element | null | undefined): void {
  if (!element) return;
  const header = document.querySelector('header');
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const top = element.getBoundingClientRect().top;
  if (top >= headerBottom) return;
  window.scrollTo({
    top: window.scrollY + top - headerBottom - 16,
    behavior: prefersReducedMotion() ? 'instant' : 'smooth',
  });
}
