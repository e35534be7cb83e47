import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Course } from '@art-portal/api-client';
import { CheckInButton } from './CheckInButton';
import { HomeworkForm } from './HomeworkForm';

/** What a customer does on a course: 签到 and 课程作业. */
export function CourseParticipation({ course }: { course: Course }) {
  return (
    <Box component="section" aria-labelledby="course-participation" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          id="course-participation"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, mr: 'auto' }}
        >
          课程作业
        </Typography>
        <CheckInButton course={course} />
      </Box>
      <HomeworkForm course={course} />
    </Box>
  );
}
