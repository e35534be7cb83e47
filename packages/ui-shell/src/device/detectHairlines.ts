/**
 * On displays with devicePixelRatio ≥ 2, measures a 0.5 px border; when it renders 1 px tall the browser
 * draws hairlines, and the `hairlines` class is added to `<html>`. Returns whether the class was added.
 */
export function detectHairlines(win: Window): boolean {
  const doc = win.document;
  if ((win.devicePixelRatio || 1) < 2 || !doc.body) return false;
  const probe = doc.createElement('div');
  probe.style.border = '.5px solid transparent';
  doc.body.appendChild(probe);
  const supported = probe.offsetHeight === 1;
  doc.body.removeChild(probe);
  if (supported) doc.documentElement.classList.add('hairlines');
  return supported;
}
