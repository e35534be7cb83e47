import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { KeywordSearch } from '@art-portal/ui-shell/forms';
import { PageHero } from '@art-portal/ui-shell/layout';
import { QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { LatestWorks } from './LatestWorks';
import { route } from './route';
import { SearchResults } from './SearchResults';
import { SEARCH_PAGE_SIZE, searchStateOf } from './searchQuery';
import { pathTo } from '../routing/pathTo';

/** As many characters of the query as the server searches; the heading shows no more. */
const SEARCHED_LENGTH = 100;

/** The heading's words for the query: what was searched, cut as the server cuts it. */
function headingOf(q: string): string {
  if (q === '') return '搜索结果';
  const characters = [...q];
  const shown = characters.length > SEARCHED_LENGTH ? `${characters.slice(0, SEARCHED_LENGTH).join('')}…` : q;
  return `“${shown}”的搜索结果`;
}

/** 搜索结果: every kind of content found for `q`, by `kind`, in `sort` order, at `page` (all in the URL). */
export function SearchPage() {
  const { params, update } = useSearchState();
  const state = searchStateOf(params);
  const results = route.useQuery('results');
  return (
    <Box>
      <PageHero title={headingOf(state.q)} eyebrow="SEARCH" palette="ink">
        <Box sx={{ mt: 3 }}>
          <KeywordSearch
            action={pathTo('search')}
            name="q"
            value={state.q}
            onSearch={(next) => update({ q: next })}
            placeholder="搜索作品、征集、展览、资讯与课程"
          />
        </Box>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {state.q === '' ? (
          <>
            <Typography sx={{ mb: 3, color: 'text.secondary' }}>
              输入关键词，搜索作品、征集、展览、资讯与课程
            </Typography>
            <Typography component="h2" sx={{ mb: 2, fontSize: { xs: 18, md: 22 }, fontWeight: 700 }}>
              最新作品
            </Typography>
            <LatestWorks headingLevel="h3" />
          </>
        ) : (
          <QueryView
            query={results}
            label="搜索结果加载中"
            skeleton={<CardGridSkeleton count={SEARCH_PAGE_SIZE} />}
            isEmpty={(data) => data.total > 0 && data.rows.length === 0}
          >
            {(data) => (
              <SearchResults
                data={data}
                state={state}
                params={params}
                onPage={(next) => update({ page: next }, false)}
              />
            )}
          </QueryView>
        )}
      </Container>
    </Box>
  );
}
