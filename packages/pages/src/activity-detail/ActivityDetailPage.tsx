import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pictureUrl, type Activity, type MyEntry } from '@art-portal/api-client';
import { PictureImg, RichText } from '@art-portal/ui-shell/content';
import { selectIsLoggedIn, selectUserInfo, useAppSelector } from '@art-portal/state';
import { lazy, Suspense, useState } from 'react';
import { Link as ReactRouterLink, useLocation, useNavigate } from 'react-router';
import { useSessionDialog } from '../auth/useSessionDialog';
import { activityStatusNames } from '../internal/cards';
import { ActivityCountdown } from '../internal/ActivityCountdown';
import { formatDateTime } from '../internal/dates';
import { QueryView } from '../internal/QueryView';
import { ShareButton } from '@art-portal/ui-shell/share';
import { ArticleSkeleton } from '@art-portal/ui-shell/feedback';
import { useVisitorTimeZone } from '../internal/useVisitorTimeZone';
import { inkColours, onInkColours, portalGradients } from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';
import { route } from './route';

// The form, its uploads and the account dialogs it may open load when 参与征集 is first pressed.
const EntrySubmissionDialog = lazy(() =>
  import('../participation/EntrySubmissionDialog').then((m) => ({ default: m.EntrySubmissionDialog })),
);

function Timeline({ activity }: { activity: Activity }) {
  const timeZone = useVisitorTimeZone();
  const steps = [
    { label: '征集开始', time: formatDateTime(activity.startTime, timeZone), done: activity.status >= 1 },
    { label: '征集截止', time: formatDateTime(activity.endTime, timeZone), done: activity.status >= 2 },
    { label: '专家评审', time: '截止后约两周', done: activity.status >= 3 },
    { label: '结果公布', time: '评审结束后在本页公布', done: activity.status >= 3 },
  ];
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.label}
          sx={{
            position: 'relative',
            pl: 2,
            borderLeft: 3,
            borderColor: step.done ? 'primary.main' : 'divider',
          }}
        >
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>第 {index + 1} 步</Typography>
          <Typography sx={{ fontWeight: 700 }}>{step.label}</Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{step.time}</Typography>
        </Box>
      ))}
    </Box>
  );
}

const reviewLabels = { pending: '审核中', approved: '已通过', rejected: '未通过' } as const;

/** The entrant's own entry and where its review stands (审核中 / 已通过 / 未通过 with the reason). */
function MyEntryReview({ entry }: { entry: MyEntry }) {
  return (
    <Typography
      role="status"
      sx={{ fontSize: 14, color: 'inherit', fontWeight: entry.reviewState === 'rejected' ? 700 : 400 }}
    >
      我的投稿“{entry.title}”：{reviewLabels[entry.reviewState]}
      {entry.reviewState === 'rejected' && entry.reviewReason ? `（${entry.reviewReason}）` : ''}
    </Typography>
  );
}

function AttendButton({ activity }: { activity: Activity }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const customerPhone = useAppSelector(selectUserInfo)?.phone;
  const navigate = useNavigate();
  const location = useLocation();
  const name = `entry:${String(activity.id)}` as const;
  const open = activity.status === 1 && !activity.attended;
  const entry = useSessionDialog(open ? [name] : [], loggedIn, loggedIn ? customerPhone : undefined);
  // Mounted from the first 参与征集 on, so it closes with its transition and keeps what was typed.
  const [mounted, setMounted] = useState(false);
  if (entry.dialog !== null && !mounted) setMounted(true);
  if (activity.attended) {
    return (
      <>
        <Button variant="contained" size="large" disabled>
          已参与
        </Button>
        {activity.myEntry ? <MyEntryReview entry={activity.myEntry} /> : null}
      </>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        size="large"
        disabled={!open}
        onClick={() => {
          if (!loggedIn) {
            void navigate(pathTo('login', { t: 'login' }), {
              state: { from: `${location.pathname}${location.search}` },
            });
            return;
          }
          entry.open(name);
        }}
        sx={{
          px: 4,
          bgcolor: 'hero.accent',
          color: inkColours.main,
          fontWeight: 700,
          '&:hover': { bgcolor: 'hero.accentHover' },
        }}
      >
        参与征集
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <EntrySubmissionDialog
            activity={activity}
            open={entry.dialog !== null}
            onClose={entry.close}
            onSubmitted={entry.close}
          />
        </Suspense>
      )}
    </>
  );
}

function ActivityView({ activity }: { activity: Activity }) {
  return (
    <Box component="article">
      <Box
        component="header"
        sx={{
          position: 'relative',
          bgcolor: inkColours.main,
          color: inkColours.contrastText,
          overflow: 'hidden',
        }}
      >
        <PictureImg
          src={pictureUrl(activity.cover, 'imglarge')}
          alt=""
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: 0.35,
          }}
          fallbackSx={{ bgcolor: 'transparent', color: inkColours.contrastText }}
        />
        <Box sx={{ position: 'absolute', inset: 0, background: portalGradients.headerSide }} />
        {/* minmax(0, 1fr): one long line (主办 of several organisers) must wrap, not widen the column past the screen. */}
        <Container
          maxWidth="lg"
          sx={{
            position: 'relative',
            py: { xs: 4, md: 8 },
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
          }}
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              label={activityStatusNames[activity.status]}
              sx={{ bgcolor: 'hero.accent', color: inkColours.main, fontWeight: 700 }}
            />
            <Chip
              label={`主办：${activity.organizer}`}
              sx={{
                color: inkColours.contrastText,
                bgcolor: onInkColours.selected,
                height: 'auto',
                minHeight: 32,
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
              }}
            />
          </Box>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 26, md: 42 }, maxWidth: 860 }}
          >
            {activity.title}
          </Typography>
          <Typography sx={{ maxWidth: 760, opacity: 0.88, lineHeight: 1.8 }}>{activity.summary}</Typography>
          <ActivityCountdown endTime={activity.endTime} dark />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <AttendButton activity={activity} />
            <Button
              component={ReactRouterLink}
              to={pathTo('activityEntries', { id: activity.id })}
              variant="outlined"
              size="large"
              sx={{ color: inkColours.contrastText, borderColor: onInkColours.outline }}
            >
              参赛作品（{activity.entryCount}）
            </Button>
            <ShareButton title={activity.title} dark />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 5 }}>
        <Box component="section" aria-labelledby="activity-timeline">
          <Typography id="activity-timeline" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            时间安排
          </Typography>
          <Timeline activity={activity} />
        </Box>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Box component="section" aria-labelledby="activity-rules">
            <Typography id="activity-rules" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              征集规则
            </Typography>
            <RichText html={activity.rules} />
          </Box>
          <Box
            component="section"
            aria-labelledby="activity-prizes"
            sx={{
              p: 3,
              borderRadius: 3,
              bgcolor: inkColours.main,
              color: inkColours.contrastText,
              alignSelf: 'start',
            }}
          >
            <Typography id="activity-prizes" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              奖项设置
            </Typography>
            <RichText
              html={activity.prizes}
              sx={{ color: inkColours.contrastText, '& a': { color: inkColours.accent } }}
            />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

/** 征集详情 (`?id=`). */
export function ActivityDetailPage() {
  const activity = route.useQuery('activity');
  return (
    <QueryView
      query={activity}
      label="征集详情加载中"
      missing={route.missing}
      skeleton={
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <ArticleSkeleton />
        </Container>
      }
    >
      {(data) => <ActivityView activity={data} />}
    </QueryView>
  );
}
