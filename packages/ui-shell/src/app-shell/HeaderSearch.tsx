import SearchIcon from '@mui/icons-material/Search';
import { useId, useRef, useState } from 'react';
import { useAdoptTypedValue } from '../internal/useAdoptTypedValue';
import { useShellRouter } from '../router/ShellRouterContext';
import { staticClasses } from '../theme/staticClasses';
import { preloadable } from './preloadable';
import type { SearchSuggest } from './SearchSuggest';
import type { SuggestionsState } from './SearchSuggestions';

const suggestions = preloadable(() => import('./SearchSuggestions').then((m) => m.SearchSuggestions));

const useHeaderSearchClasses = staticClasses((part: 'bar' | 'drawer' | 'input' | 'button', theme) => {
  if (part === 'input')
    return {
      width: '100%',
      boxSizing: 'border-box',
      height: '36px',
      margin: 0,
      padding: '0 40px 0 14px',
      font: 'inherit',
      fontSize: '14px',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: '18px',
      outline: 0,
      appearance: 'none',
      '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&:focus-visible': {
        borderColor: theme.palette.primary.main,
        boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
      },
    };
  if (part === 'button')
    return {
      position: 'absolute',
      top: '2px',
      right: '2px',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '32px',
      height: '32px',
      padding: 0,
      border: 0,
      borderRadius: '50%',
      color: theme.palette.text.secondary,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      fontSize: '20px',
      '&:hover': { color: theme.palette.primary.main },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    };
  return {
    position: 'relative',
    flexShrink: 1,
    minWidth: 0,
    ...(part === 'bar' ? { width: '220px', margin: '0 0 0 16px' } : { margin: '12px 16px 4px' }),
  };
});

/** What the search box completes and where it searches. */
export interface HeaderSearchOptions {
  /** The results page: the form's GET action, with the query as `q`. */
  action: string;
  /** The query of the results page shown, to start from; empty elsewhere. */
  value?: string;
  /** Completions of what is typed; a plain form without it. */
  suggest?: SearchSuggest;
}

/** Props of {@link HeaderSearch}. */
export interface HeaderSearchProps extends HeaderSearchOptions {
  /** In the top bar or in the phone's drawer. */
  placement: 'bar' | 'drawer';
  /** After a search has been asked for (the drawer closes). */
  onSearched?: (query: string) => void;
}

function SearchForm({ action, value = '', suggest, placement, onSearched }: HeaderSearchProps) {
  const { navigate } = useShellRouter();
  const [text, setText] = useState(value);
  const [wanted, setWanted] = useState(false);
  const [listbox, setListbox] = useState<SuggestionsState>({ open: false });
  const input = useRef<HTMLInputElement>(null);
  const listboxId = `${useId()}listbox`;
  const classOf = useHeaderSearchClasses();
  const start = () => {
    if (!suggest || wanted) return;
    suggestions.preload();
    setWanted(true);
  };
  // Typed into or focused before this code arrived: the text stays, and the suggestions start now.
  useAdoptTypedValue(input, text, setText, start);
  const search = (query: string) => {
    navigate(`${action}?q=${encodeURIComponent(query.trim())}`);
    onSearched?.(query.trim());
  };
  return (
    <form
      role="search"
      aria-label="站内搜索"
      action={action}
      method="get"
      className={classOf(placement)}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) search(text);
      }}
    >
      <input
        ref={input}
        className={classOf('input')}
        type="search"
        name="q"
        required
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          start();
        }}
        onFocus={start}
        role="combobox"
        aria-label="搜索关键词"
        aria-autocomplete="list"
        aria-expanded={listbox.open}
        aria-controls={listbox.open ? listboxId : undefined}
        aria-activedescendant={listbox.active}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="搜索作品、征集、展览、资讯、课程"
      />
      <button type="submit" className={classOf('button')} aria-label="搜索">
        <SearchIcon fontSize="inherit" />
      </button>
      {wanted && suggest ? (
        <suggestions.Component
          id={listboxId}
          input={input}
          text={text}
          suggest={suggest}
          inline={placement === 'drawer'}
          onChange={setListbox}
          onPick={(picked) => {
            setText(picked);
            search(picked);
          }}
        />
      ) : null}
    </form>
  );
}

/**
 * The site's search box: a plain GET form to the results page, so it works before the scripts arrive and without
 * them. Once it has focus, the code of its suggestions loads and it becomes an ARIA 1.2 combobox with a listbox.
 * Started again from the URL's query when it changes, so back and forward show what was searched.
 */
export function HeaderSearch(props: HeaderSearchProps) {
  return <SearchForm key={props.value ?? ''} {...props} />;
}
