import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageStyleTags } from './pageStyleTags';

const BaseRoot = styled('button')({ color: 'red' });
// As MUI's ButtonBase: a component that passes the class it is given to a styled element of its own.
function Base({ className, children }: { className?: string; children: React.ReactNode }) {
  return <BaseRoot className={className}>{children}</BaseRoot>;
}
const Wrapping = styled(Base)({ margin: 4 });

function render(node: React.ReactNode) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{node}</CacheProvider>);
  return { cache, html, tags: pageStyleTags(emotion, cache, html) };
}

const sentIds = (tags: string) =>
  [...tags.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);

describe('pageStyleTags', () => {
  it('sends the classes the page shows and the layers of the components that wrap them, each once', () => {
    const { cache, html, tags } = render(<Wrapping>按钮</Wrapping>);
    const shown = /class="css-([\w-]+)"/.exec(html)?.[1];
    const layers = Object.keys(cache.inserted);
    expect(layers).toHaveLength(2);
    expect(sentIds(tags).sort()).toEqual([...layers].sort());
    expect(sentIds(tags)[0]).toBe(shown);
    expect(tags).toContain('color:red;margin:4px;');
    expect(tags).toContain('margin:4px;');
  });

  it("sends what Emotion's critical CSS alone sends when nothing wraps another styled component", () => {
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <BaseRoot>按钮</BaseRoot>
      </CacheProvider>,
    );
    expect(pageStyleTags(emotion, cache, html)).toBe(
      emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    );
  });
});
