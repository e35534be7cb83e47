import { detectHairlines } from './detectHairlines';
import { isMobileUserAgent } from './isMobileUserAgent';
import { applyBodyFontSize, applyRootFontSize } from './rootFontSize';

/** What {@link installDevice} found, and how to undo its listeners. */
export interface InstalledDevice {
  isMobile: boolean;
  hairlines: boolean;
  dispose: () => void;
}

/**
 * Adapts the page to the device: the `mobile` class on `<html>` for mobile user agents, the root font size
 * (viewport width / 10, recalculated on resize and when the page is restored from the back/forward cache),
 * the body font size (12 × devicePixelRatio px) and the hairline test. Framework-free.
 */
export function installDevice(win: Window = window): InstalledDevice {
  const root = win.document.documentElement;
  const isMobile = isMobileUserAgent(win.navigator.userAgent);
  root.classList.toggle('mobile', isMobile);
  applyRootFontSize(win);
  applyBodyFontSize(win);
  const hairlines = detectHairlines(win);

  const onResize = () => applyRootFontSize(win);
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) applyRootFontSize(win);
  };
  win.addEventListener('resize', onResize);
  win.addEventListener('pageshow', onPageShow);
  return {
    isMobile,
    hairlines,
    dispose: () => {
      win.removeEventListener('resize', onResize);
      win.removeEventListener('pageshow', onPageShow);
    },
  };
}
