import type { MouseEvent } from 'react';

/**
 * A link's plain click, taken over to `open` something in the page instead (the viewer over the picture its `href`
 * names); a click with a modifier or another button follows the link, as it does without script.
 */
export function openInPlace(event: MouseEvent<HTMLAnchorElement>, open: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}
