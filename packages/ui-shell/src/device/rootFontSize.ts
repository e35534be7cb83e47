/** The root font size for a viewport width: one tenth of it, in px. */
function rootFontSizeFor(viewportWidth: number): number {
  return viewportWidth / 10;
}

/** Sets `<html>`'s font size to a tenth of the current viewport width and returns it in px. */
export function applyRootFontSize(win: Window): number {
  const root = win.document.documentElement;
  const size = rootFontSizeFor(root.clientWidth || win.innerWidth);
  root.style.fontSize = `${size}px`;
  return size;
}

/** Sets `<body>`'s font size to 12 × devicePixelRatio px (once the body exists) and returns it in px. */
export function applyBodyFontSize(win: Window): number {
  const size = 12 * (win.devicePixelRatio || 1);
  const apply = () => {
    if (win.document.body) win.document.body.style.fontSize = `${size}px`;
  };
  if (win.document.body) apply();
  else win.document.addEventListener('DOMContentLoaded', apply, { once: true });
  return size;
}
