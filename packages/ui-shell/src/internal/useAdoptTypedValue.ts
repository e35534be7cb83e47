import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * For a controlled input the server rendered: text typed into it before its code arrived stays in the element
 * (hydration never overwrites it) but not in the state, so a search would read an empty box. On mount, before paint,
 * the state takes the element's value; the element keeps its caret and focus. `onFocused` runs when it has focus.
 */
export function useAdoptTypedValue(
  input: RefObject<HTMLInputElement | null>,
  text: string,
  setText: (typed: string) => void,
  onFocused?: () => void,
): void {
  const adopt = useEffectEvent(() => {
    const element = input.current;
    if (!element) return;
    if (element.value !== text) setText(element.value);
    if (document.activeElement === element) onFocused?.();
  });
  useLayoutEffect(() => adopt(), []);
}
