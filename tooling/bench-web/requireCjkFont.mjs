import { spawnSync } from 'node:child_process';

/**
 * The font Chromium draws the portal's Chinese with here (fontconfig's sans-serif for zh-CN). Without one, every
 * character is a missing glyph found through font fallback while the page is laid out: on this machine that made
 * 首页's layout tasks half as long again and its Lighthouse TBT 60 % higher (docs/quality.md § Lighthouse), which is
 * no phone's page. So a bench without a Chinese font stops and says what to install, as `npm test` installs it.
 */
export function requireCjkFont() {
  const families = spawnSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
  if (families.status === 0 && families.stdout.trim()) {
    const match = spawnSync('fc-match', ['-f', '%{family[0]}', 'sans-serif:lang=zh-cn'], {
      encoding: 'utf8',
    });
    return match.stdout.trim();
  }
  console.error(
    '\n[bench] No font for Simplified Chinese: Chromium would draw every character as a missing glyph, and Lighthouse ' +
      'would time font fallback, not the page. Install one as `npm test` does (Debian: apt-get install -y fonts-noto-cjk).\n',
  );
  process.exit(1);
}
