import { useSyncExternalStore } from 'react';
import { CHINA_TIME_ZONE } from './dates';

const noChange = () => () => undefined;

/**
 * The visitor's time zone. Server-rendered HTML and its hydration show China Standard Time (the server cannot know
 * the visitor's zone); the browser's own follows at once.
 */
export function useVisitorTimeZone(): string {
  return useSyncExternalStore(
    noChange,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => CHINA_TIME_ZONE,
  );
}
