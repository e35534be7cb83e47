import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@art-portal/api-client/admin';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';

const queueLabels = {
  verifications: '待审核的实名认证',
  submissions: '待审核的投稿',
  comments: '待处理的评论',
  homework: '待批阅的作业',
} as const;

const time = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'short', timeStyle: 'short' });

/** 工作台: what waits for the staff member (once the reviews exist) and their recent work. */
export function Dashboard() {
  const actions = useAdminActions();
  const [summary, setSummary] = useState<DashboardSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    actions.dashboardSummary().then(
      (answer) => live && setSummary(answer),
      (caught: unknown) => live && setError(caught instanceof Error ? caught.message : '工作台加载失败'),
    );
    return () => {
      live = false;
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
                <List dense>
                  {queues.map(([queue, count]) => (
                    <ListItem key={queue}>
                      <ListItemText primary={`${queueLabels[queue]}：${count}`} />
                    </ListItem>
                  ))}
                </List>
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
                <List dense>
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
