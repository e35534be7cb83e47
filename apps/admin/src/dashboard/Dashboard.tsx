import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@art-portal/api-client/admin';
import { useEffect, useState } from 'react';
import { Link, Loading, Title } from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';

const queueLabels = {
  verifications: '待审核的实名认证',
  submissions: '待审核的投稿',
  comments: '待处理的评论',
  homework: '待批阅的作业',
} as const;

/** The screen of each queue, opened at what waits (only the queues whose screens exist). */
const queueLinks: Partial<Record<keyof typeof queueLabels, string>> = {
  verifications: '/verifications',
  submissions: `/entries?filter=${encodeURIComponent(JSON.stringify({ state: 'pending' }))}`,
  comments: `/comments?filter=${encodeURIComponent(JSON.stringify({ state: 'pending' }))}`,
  homework: `/homework?filter=${encodeURIComponent(JSON.stringify({ state: 'pending' }))}`,
};

/** How often the counts are read again while 工作台 is open: they are never more than this old. */
const REFRESH_MS = 5_000;

const time = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'short', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('zh-CN', { timeStyle: 'medium' });

/** 工作台: what waits for the staff member's role, read again every 5 s, and their recent work. */
export function Dashboard() {
  const actions = useAdminActions();
  const [summary, setSummary] = useState<DashboardSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Read at once, then every REFRESH_MS while the page is shown; a failed refresh keeps the last counts on screen.
  useEffect(() => {
    let live = true;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      actions.dashboardSummary().then(
        (answer) => {
          if (!live) return;
          setSummary(answer);
          setError(null);
        },
        (caught: unknown) => live && setError(caught instanceof Error ? caught.message : '工作台加载失败'),
      );
    };
    load();
    const timer = setInterval(load, REFRESH_MS);
    document.addEventListener('visibilitychange', load);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [actions]);

  const queues = Object.entries(summary?.queues ?? {}).filter(
    (entry): entry is [keyof typeof queueLabels, number] => typeof entry[1] === 'number',
  );

  return (
    <>
      <Title title="工作台" />
      {error && <Typography role="alert">{error}</Typography>}
      {!summary && !error && <Loading />}
      {summary && (
        <>
          {queues.length > 0 && (
            <Card sx={{ mt: 2 }}>
              <CardContent>
                <Typography component="h2" variant="h6">
                  待处理
                </Typography>
                <List dense aria-label="待处理">
                  {queues.map(([queue, count]) => {
                    const link = queueLinks[queue];
                    const label = `${queueLabels[queue]}：${count}`;
                    return (
                      <ListItem key={queue}>
                        <ListItemText primary={link ? <Link to={link}>{label}</Link> : label} />
                      </ListItem>
                    );
                  })}
                </List>
                {summary.countedAt && (
                  <Typography variant="body2" color="text.secondary">
                    更新于 {clock.format(new Date(summary.countedAt))}，每 5 秒刷新
                  </Typography>
                )}
              </CardContent>
            </Card>
          )}
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography component="h2" variant="h6">
                最近的操作
              </Typography>
              {summary.recent.length === 0 ? (
                <Typography variant="body2">还没有操作记录。</Typography>
              ) : (
                <List dense aria-label="最近的操作">
                  {summary.recent.map((entry) => (
                    <ListItem key={entry.id}>
                      <ListItemText
                        primary={`${entry.action}${entry.kind}${entry.recordId ? ` #${entry.recordId}` : ''}`}
                        secondary={time.format(new Date(entry.at))}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
}
