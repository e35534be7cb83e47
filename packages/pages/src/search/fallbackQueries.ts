import { pageQuery } from '../routing/pageQuery';

/** The works shown when there is nothing to search for or nothing matched: the newest, as on 首页. */
export const latestWorksQuery = pageQuery('artworksList', { pageNum: 1, pageSize: 8 });

/** Completions of a query that matched nothing, offered as other searches. */
export const suggestionsQuery = (keyword: string) => pageQuery('searchSuggest', { keyword });
