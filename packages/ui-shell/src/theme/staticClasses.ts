import {
  __unsafe_useEmotionCache as useEmotionCache,
  css,
  type CSSObject,
  type SerializedStyles,
} from '@emotion/react';
import { insertStyles } from '@emotion/utils';
import { useTheme, type Theme } from '@mui/material/styles';

/**
 * Class names for styles that do not change from render to render: `stylesOf(variant, theme)` is CSS (for `sx`
 * values, `theme.unstable_sx(…)`), serialised once per theme and variant, and each render only names its class.
 * The most repeated elements (cards, nav items, footer links) use it instead of `Box`/`Typography` with `sx`, whose
 * styles Emotion serialises again in every render of every element (a third of a server render's CPU). The CSS
 * goes where `styled`'s goes (Emotion's own `insertStyles`), so the server's critical CSS and the browser's
 * hydration see it alike.
 *
 * Returns a hook; the hook returns `classOf(variant)`.
 */
export function staticClasses<Variant extends string>(
  stylesOf: (variant: Variant, theme: Theme) => object,
): () => (variant: Variant) => string {
  // Keyed by the theme's palette: a ThemeProvider hands each render a shallow copy of the theme (a new object per
  // request on the server), whose parts keep their identity; each `createTheme` makes a palette of its own.
  const byTheme = new WeakMap<Theme['palette'], Map<Variant, SerializedStyles>>();
  return function useStaticClasses() {
    const theme = useTheme();
    const cache = useEmotionCache();
    let serialized = byTheme.get(theme.palette);
    if (!serialized) {
      serialized = new Map();
      byTheme.set(theme.palette, serialized);
    }
    const known = serialized;
    return (variant) => {
      let styles = known.get(variant);
      if (!styles) {
        styles = css(stylesOf(variant, theme) as CSSObject);
        known.set(variant, styles);
      }
      if (!cache) return `css-${styles.name}`;
      insertStyles(cache, styles, false);
      return `${cache.key}-${styles.name}`;
    };
  };
}
