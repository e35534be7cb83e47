/** One completion the search box offers: the words to search for, and what kind of record they come from. */
export interface HeaderSuggestion {
  text: string;
  /** The kind's name as shown beside it (作品, 征集…). */
  kind: string;
}

/** Asks for the completions of what has been typed; `signal` aborts a request a newer keystroke has made stale. */
export type SearchSuggest = (keyword: string, signal: AbortSignal) => Promise<readonly HeaderSuggestion[]>;
