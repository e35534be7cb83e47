import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/**
 * The style tags of a rendered page: Emotion's critical CSS (the classes its HTML names) and, after it, the styles of
 * the components in between. A styled component that wraps another (MUI's IconButton around ButtonBase) inserts its
 * own layer of CSS on the way, under a class no element keeps; left out, the browser compiles each again while it
 * hydrates (10–11 of them on 首页 and 数字作品). Sent, Emotion finds them already there.
 */
export function pageStyleTags(emotion: EmotionServer, cache: EmotionCache, html: string): string {
  const critical = emotion.extractCriticalToChunks(html);
  const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const between = Object.keys(cache.inserted).filter(
    (id) =>
      !sent.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (between.length > 0) {
    critical.styles.push({
      key: cache.key,
      ids: between,
      css: between.map((id) => cache.inserted[id]).join(''),
    });
  }
  return emotion.constructStyleTagsFromChunks(critical);
}
