import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as ReactRouterLink } from 'react-router';
import { coverPicture } from '../internal/coverPicture';
import { CoverImage } from '@art-portal/ui-shell/content';
import { formatDate } from '../internal/dates';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { PageHero, Pager, gridSx } from '@art-portal/ui-shell/layout';
import { QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { EntryDialog } from './EntryDialog';
import { ENTRIES_PAGE_SIZE } from './entriesQuery';
import { inkColours, portalShadows } from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';
import { route } from './route';
import { totalLabel } from '../internal/totalLabel';

/** 参赛作品 (`?id=` the call): its entries, paged; `entry=` opens one entry. */
export function ActivityEntriesPage() {
  const { get, page, update } = useSearchState();
  const activityId = get('id');
  const entryId = get('entry');
  const activity = route.useQuery('activity');
  const entries = route.useQuery('entries');
  return (
    <Box>
      <PageHero
        title="参赛作品"
        eyebrow="ENTRIES"
        subtitle={activity.data?.title}
        palette="ember"
        image={activity.data?.cover}
      >
        {activity.data && (
          <Box
            component={ReactRouterLink}
            to={pathTo('activityDetail', { id: activityId })}
            sx={{ display: 'inline-block', mt: 2, color: inkColours.accent }}
          >
            查看征集详情 →
          </Box>
        )}
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <QueryView
          query={entries}
          label="参赛作品加载中"
          skeleton={<CardGridSkeleton count={8} />}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => (
            <>
              <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
                共 {totalLabel(data)} 件参赛作品
              </Typography>
              <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
                {data.rows.map((entry, index) => (
                  <li key={entry.id}>
                    <Box
                      component="button"
                      type="button"
                      onClick={() => update({ entry: String(entry.id) }, false)}
                      sx={{
                        display: 'block',
                        width: '100%',
                        p: 0,
                        border: 0,
                        textAlign: 'left',
                        cursor: 'pointer',
                        borderRadius: 2,
                        overflow: 'hidden',
                        bgcolor: 'background.paper',
                        boxShadow: portalShadows.card,
                        font: 'inherit',
                        color: 'inherit',
                        '&:hover, &:focus-visible': { boxShadow: portalShadows.entryHover },
                      }}
                    >
                      <CoverImage {...coverPicture(entry.cover)} alt="" eager={index < 4} />
                      <Box sx={{ p: 1.5 }}>
                        <Typography component="h2" sx={{ fontWeight: 600, fontSize: 16 }}>
                          {entry.title}
                        </Typography>
                        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                          {entry.customerName} · {formatDate(entry.createTime)}
                        </Typography>
                      </Box>
                    </Box>
                  </li>
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                capped={data.totalCapped}
                pageSize={ENTRIES_PAGE_SIZE}
                onChange={(next) => update({ page: next }, false)}
              />
            </>
          )}
        </QueryView>
      </Container>
      {entryId && <EntryDialog id={entryId} onClose={() => update({ entry: null }, false)} />}
    </Box>
  );
}
