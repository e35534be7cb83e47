/// <reference types="vite/client" />

/**
 * The portal's own sources (the shell's and the pages'), read as text when Storybook is built, so the token pages
 * list what the code really uses. Stories, tests, Storybook fixtures and the theme itself are left out.
 */
const sources: Record<string, string> = {
  ...import.meta.glob<string>('../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../ui-shell/src/**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

const excluded =
  /\.(stories|test|browser\.test)\.tsx?$|\/internal\/storybook\/|\/theme\/(createPortalTheme|portalPalette|portalEffects)\.ts$/;

/** `packages/pages/src/home/HomePage.tsx` for a glob key such as `../../src/home/HomePage.tsx`. */
function displayPath(key: string): string {
  return key.startsWith('../../../ui-shell/')
    ? `packages/ui-shell/${key.slice('../../../ui-shell/'.length)}`
    : `packages/pages/${key.slice('../../'.length)}`;
}

/** One value found in the sources, with the files that use it. */
export interface Usage {
  value: string;
  files: string[];
  count: number;
}

/**
 * Every match of `pattern` (its first group, or the whole match) in the portal's sources, most used first;
 * `normalise` makes spellings of one value compare equal.
 */
export function usagesOf(pattern: RegExp, normalise: (value: string) => string = (value) => value): Usage[] {
  const found = new Map<string, Usage>();
  for (const [key, text] of Object.entries(sources)) {
    if (excluded.test(key)) continue;
    for (const match of text.matchAll(pattern)) {
      const value = normalise(match[1] ?? match[0]);
      const usage = found.get(value) ?? { value, files: [], count: 0 };
      usage.count += 1;
      const file = displayPath(key);
      if (!usage.files.includes(file)) usage.files.push(file);
      found.set(value, usage);
    }
  }
  return [...found.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
