import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { staticClasses } from '../theme/staticClasses';
import type { SearchSuggest, HeaderSuggestion } from './SearchSuggest';

/** What the combobox's input says of its listbox: whether it shows, and the option with visual focus. */
export interface SuggestionsState {
  open: boolean;
  active?: string;
}

/** Props of {@link SearchSuggestions}. */
export interface SearchSuggestionsProps {
  /** The listbox's id, which the input names in `aria-controls`. */
  id: string;
  /** The combobox's input: its keys move through the options. */
  input: RefObject<HTMLInputElement | null>;
  /** What is typed now. */
  text: string;
  suggest: SearchSuggest;
  /** In the flow below the input (the phone's drawer) rather than over the page. */
  inline: boolean;
  onChange: (state: SuggestionsState) => void;
  /** An option chosen by Enter, click or tap. */
  onPick: (text: string) => void;
}

/** How long typing pauses before its completions are asked for. */
const pauseMs = 150;

const useSuggestionClasses = staticClasses(
  (part: 'popup' | 'inline' | 'option' | 'active' | 'kind' | 'status', theme) => {
    if (part === 'popup' || part === 'inline')
      return {
        margin: '4px 0 0',
        padding: '4px 0',
        listStyle: 'none',
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderRadius: '8px',
        ...(part === 'popup'
          ? {
              position: 'absolute',
              top: '100%',
              left: 0,
              right: 0,
              minWidth: '260px',
              zIndex: theme.zIndex.modal,
              boxShadow: theme.shadows[8],
            }
          : { border: `1px solid ${theme.palette.divider}` }),
      };
    if (part === 'option' || part === 'active')
      return {
        display: 'flex',
        alignItems: 'baseline',
        gap: '12px',
        padding: '8px 14px',
        fontSize: '14px',
        cursor: 'pointer',
        '&:hover': { backgroundColor: theme.palette.action.hover },
        ...(part === 'active' ? { backgroundColor: theme.palette.action.selected } : {}),
      };
    if (part === 'kind')
      return { marginLeft: 'auto', flexShrink: 0, fontSize: '12px', color: theme.palette.text.secondary };
    return {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    };
  },
);

/** The completions of what is typed, asked for as typing pauses; a newer keystroke aborts an older request. */
function useCompletions(text: string, suggest: SearchSuggest) {
  const [found, setFound] = useState<{ for: string; items: readonly HeaderSuggestion[] }>({
    for: '',
    items: [],
  });
  const keyword = text.trim();
  useEffect(() => {
    if (!keyword) return;
    const request = new AbortController();
    const timer = setTimeout(() => {
      suggest(keyword, request.signal).then(
        (items) => {
          if (!request.signal.aborted) setFound({ for: keyword, items });
        },
        // Completions only help: a failed request leaves the box a plain search form.
        () => undefined,
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [keyword, suggest]);
  return found.for === keyword ? found.items : [];
}

/**
 * The listbox of the search combobox (ARIA 1.2, list autocomplete): ↓ and ↑ move the visual focus through the
 * options while the caret stays in the input, Enter searches the option in focus, Escape closes the list, and a status
 * line tells a screen reader how many there are.
 */
export function SearchSuggestions({
  id,
  input,
  text,
  suggest,
  inline,
  onChange,
  onPick,
}: SearchSuggestionsProps) {
  const items = useCompletions(text, suggest);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(() => document.activeElement === input.current);
  const [typed, setTyped] = useState(text);
  const list = useRef<HTMLUListElement>(null);
  const classOf = useSuggestionClasses();
  if (typed !== text) {
    setTyped(text);
    setActive(-1);
    setDismissed(false);
  }
  const open = focused && !dismissed && items.length > 0;
  const activeId = open && active >= 0 ? `${id}-${active}` : undefined;

  // Before paint, so the box's aria-expanded and aria-controls change in the same frame as the listbox they describe.
  useLayoutEffect(() => onChange({ open, active: activeId }), [open, activeId, onChange]);
  useLayoutEffect(() => () => onChange({ open: false }), [onChange]);

  useEffect(() => {
    if (activeId) list.current?.querySelector(`[id="${activeId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setDismissed(false);
      const down = event.key === 'ArrowDown';
      setActive(!open || active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = items[active];
      if (!option) return;
      event.preventDefault();
      onPick(option.text);
    } else if (event.key === 'Escape' && open) {
      // Only the list closes, not the drawer around the box.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  });
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    field.addEventListener('keydown', onKey);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    return () => {
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
    };
  }, [input]);

  return (
    <>
      <span role="status" className={classOf('status')}>
        {open ? `${items.length} 条搜索建议，可用上下方向键选择` : ''}
      </span>
      {open ? (
        <ul
          ref={list}
          id={id}
          role="listbox"
          aria-label="搜索建议"
          className={classOf(inline ? 'inline' : 'popup')}
        >
          {items.map((item, index) => (
            <li
              key={`${item.text}-${item.kind}`}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classOf(index === active ? 'active' : 'option')}
              // The input keeps focus (and its caret) while an option is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(item.text)}
            >
              <span>{item.text}</span>
              <span className={classOf('kind')}>{item.kind}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
