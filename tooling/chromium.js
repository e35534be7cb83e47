/** Debian's Chromium, launched the way this machine allows (no downloaded browsers, closed network). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** Playwright `launchOptions` for Debian's Chromium. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
