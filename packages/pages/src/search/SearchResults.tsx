import Alert from '@mui/material/Alert';
import type { SearchPage } from '@art-portal/api-client';
import { Pager, gridSx, typographyStyles } from '@art-portal/ui-shell/layout';
import { staticClasses } from '@art-portal/ui-shell/theme';
import { countLabel } from './countLabel';
import { countOfAll } from './countOfAll';
import { NoResults } from './NoResults';
import { SearchChoiceLinks } from './SearchChoiceLinks';
import { SearchResultCard } from './SearchResultCard';
import { searchKindLabels, searchKinds, searchSortLabels, searchSorts } from './searchKinds';
import { searchLink } from './searchLink';
import { SEARCH_PAGE_SIZE, type SearchState } from './searchQuery';

// The widest grid shows four cards a row; they are the pictures seen first.
const FIRST_ROW = 4;

type SearchResultsProps = {
  data: SearchPage;
  state: SearchState;
  params: URLSearchParams;
  onPage: (page: number) => void;
};

// The `Typography`s as their CSS: `margin: 0`, body1, then what their `sx` said.
const useResultsClasses = staticClasses((part: 'bar' | 'total' | 'none' | 'grid', theme) => {
  switch (part) {
    case 'bar':
      return theme.unstable_sx({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        my: 2,
      });
    case 'total':
      return typographyStyles(theme, 'body1', { color: 'text.secondary' });
    case 'none':
      return typographyStyles(theme, 'body1', { py: 6, textAlign: 'center', color: 'text.secondary' });
    case 'grid':
      return theme.unstable_sx({ ...gridSx, listStyle: 'none', p: 0, m: 0 });
  }
});

/** A search's answer: the tabs by kind with their counts, the orders, the results as cards and the pager. */
export function SearchResults({ data, state, params, onPage }: SearchResultsProps) {
  const all = countOfAll(data);
  const capped = new Set(data.countsCapped ?? []);
  const kindTabs = [
    {
      key: 'all',
      label: `全部 ${countLabel(all.count, all.capped)}`,
      to: searchLink(params, { kind: null }),
      current: state.kind === undefined,
    },
    ...searchKinds.map((kind) => ({
      key: kind,
      label: `${searchKindLabels[kind]} ${countLabel(data.counts[kind], capped.has(kind))}`,
      to: searchLink(params, { kind }),
      current: state.kind === kind,
    })),
  ];
  const sorts = searchSorts.map((sort) => ({
    key: sort,
    label: searchSortLabels[sort],
    to: searchLink(params, { sort: sort === 'relevance' ? null : sort }),
    current: state.sort === sort,
  }));
  const classOf = useResultsClasses();
  return (
    <>
      {data.truncated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          搜索词过长，只按前 100 个字搜索
        </Alert>
      )}
      {all.count === 0 ? (
        <NoResults keyword={data.keyword} />
      ) : (
        <>
          <SearchChoiceLinks label="按类别筛选" choices={kindTabs} variant="tabs" />
          <div className={classOf('bar')}>
            <p className={classOf('total')} role="status">
              共 {countLabel(data.total, data.totalCapped ?? false)} 条结果
            </p>
            <SearchChoiceLinks label="排序" choices={sorts} variant="plain" />
          </div>
          {data.rows.length === 0 ? (
            <p className={classOf('none')}>
              {`${state.kind ? searchKindLabels[state.kind] : ''}中没有与“${data.keyword}”相关的内容，看看其他类别`}
            </p>
          ) : (
            <ul className={classOf('grid')}>
              {data.rows.map((result, index) => (
                <li key={`${result.kind}:${result.id}`}>
                  <SearchResultCard result={result} eager={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={state.page}
            total={data.total}
            capped={data.totalCapped}
            pageSize={SEARCH_PAGE_SIZE}
            onChange={onPage}
          />
        </>
      )}
    </>
  );
}
