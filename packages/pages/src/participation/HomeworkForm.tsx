import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Course } from '@art-portal/api-client';
import { selectIsLoggedIn, useAppSelector } from '@art-portal/state';
import { lazy, Suspense, useState } from 'react';
import { HomeworkEditorPlaceholder } from './HomeworkEditorPlaceholder';
import { useSendToLogin } from './useSendToLogin';

// The editor (react-hook-form, uploads) loads after the page, not with it; its placeholder is as tall as it.
const HomeworkEditor = lazy(() => import('./HomeworkEditor').then((m) => ({ default: m.HomeworkEditor })));

/** 课程作业: text and files; logged-out visitors are offered login. */
export function HomeworkForm({ course }: { course: Course }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sendToLogin = useSendToLogin();
  const [round, setRound] = useState(0);
  if (!loggedIn) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ color: 'text.secondary' }}>登录后即可提交作业。</Typography>
        <Button variant="outlined" onClick={sendToLogin}>
          登录
        </Button>
      </Box>
    );
  }
  return (
    <Suspense fallback={<HomeworkEditorPlaceholder course={course} />}>
      <HomeworkEditor
        key={`${String(course.id)}-${round}`}
        course={course}
        onDone={() => setRound((value) => value + 1)}
      />
    </Suspense>
  );
}
