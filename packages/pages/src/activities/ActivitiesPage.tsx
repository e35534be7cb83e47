import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ActivitySummary } from '@art-portal/api-client';
import { Link as ReactRouterLink } from 'react-router';
import { activityStatusNames } from '../internal/cards';
import { ActivityCountdown } from '../internal/ActivityCountdown';
import { coverPicture } from '../internal/coverPicture';
import { CoverImage } from '@art-portal/ui-shell/content';
import { ListSkeleton } from '@art-portal/ui-shell/feedback';
import { FilterChips } from '@art-portal/ui-shell/forms';
import { PageHero, Pager } from '@art-portal/ui-shell/layout';
import { QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { ACTIVITIES_PAGE_SIZE } from './activitiesQuery';
import { inkColours, portalShadows, statusColours } from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';
import { route } from './route';

const statusOptions = ([0, 1, 2, 3] as const).map((id) => ({ id, name: activityStatusNames[id] }));
const statusColors = {
  0: { bgcolor: statusColours.upcoming, color: statusColours.upcomingText },
  1: { bgcolor: statusColours.open, color: inkColours.contrastText },
  2: { bgcolor: statusColours.judging, color: inkColours.contrastText },
  3: { bgcolor: statusColours.closed, color: inkColours.contrastText },
} as const;

function ActivityRow({ activity, priority }: { activity: ActivitySummary; priority: boolean }) {
  return (
    <Box
      component="article"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        boxShadow: portalShadows.row,
      }}
    >
      <CoverImage
        {...coverPicture(activity.cover)}
        alt=""
        ratio="16 / 9"
        priority={priority}
        sizes="(max-width: 900px) 100vw, 40vw"
      />
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip
            label={activityStatusNames[activity.status]}
            size="small"
            sx={{ ...statusColors[activity.status], fontWeight: 600 }}
          />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {activity.entryCount} 件参赛作品
          </Typography>
        </Box>
        <Typography component="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 700 }}>
          <Box
            component={ReactRouterLink}
            to={pathTo('activityDetail', { id: activity.id })}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}
          >
            {activity.title}
          </Box>
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{activity.summary}</Typography>
        <ActivityCountdown endTime={activity.endTime} compact />
      </Box>
    </Box>
  );
}

/** 作品征集: calls for works with their status and a countdown to the deadline. */
export function ActivitiesPage() {
  const { get, page, update } = useSearchState();
  const status = get('status');
  const activities = route.useQuery('activities');
  return (
    <Box>
      <PageHero
        title="作品征集"
        eyebrow="OPEN CALLS"
        subtitle="参与主题征集，让你的作品被更多人看见。截止时间按你所在的时区显示。"
        palette="ember"
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ mb: 3 }}>
          <FilterChips
            label="征集状态"
            options={statusOptions}
            value={status}
            onChange={(value) => update({ status: value })}
          />
        </Box>
        <QueryView
          query={activities}
          label="作品征集加载中"
          skeleton={<ListSkeleton count={3} />}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => (
            <>
              <Box sx={{ display: 'grid', gap: 3 }}>
                {data.rows.map((activity, index) => (
                  <ActivityRow key={activity.id} activity={activity} priority={index === 0} />
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                capped={data.totalCapped}
                pageSize={ACTIVITIES_PAGE_SIZE}
                onChange={(next) => update({ page: next }, false)}
              />
            </>
          )}
        </QueryView>
      </Container>
    </Box>
  );
}
