import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ListSkeleton } from '@art-portal/ui-shell/feedback';
import { KeywordSearch } from '@art-portal/ui-shell/forms';
import { PageHero, Pager } from '@art-portal/ui-shell/layout';
import { NewsList } from '@art-portal/ui-shell/content';
import { newsListItem } from '../internal/newsListItem';
import { QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { NEWS_PAGE_SIZE } from './newsQuery';
import { route } from './route';
import { pathTo } from '../routing/pathTo';

/** 行业资讯: paged, with a keyword (`keyword`, `page` in the URL). */
export function NewsPage() {
  const { get, page, update } = useSearchState();
  const keyword = get('keyword');
  const news = route.useQuery('news');
  return (
    <Box>
      <PageHero
        title="行业资讯"
        eyebrow="NEWS"
        subtitle="数字艺术行业的最新动态、展览预告与政策解读。"
        palette="ink"
      >
        <Box sx={{ mt: 3 }}>
          <KeywordSearch
            action={pathTo('news')}
            value={keyword}
            onSearch={(next) => update({ keyword: next })}
            placeholder="搜索资讯标题"
          />
        </Box>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <QueryView
          query={news}
          label="行业资讯加载中"
          skeleton={<ListSkeleton count={4} />}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => (
            <>
              <NewsList items={data.rows.map(newsListItem)} />
              <Pager
                page={page}
                total={data.total}
                capped={data.totalCapped}
                pageSize={NEWS_PAGE_SIZE}
                onChange={(next) => update({ page: next }, false)}
              />
            </>
          )}
        </QueryView>
      </Container>
    </Box>
  );
}
