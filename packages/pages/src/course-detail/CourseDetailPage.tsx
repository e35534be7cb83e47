import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pictureUrl, type Course } from '@art-portal/api-client';
import { PlainText, RichText, VideoPlayer } from '@art-portal/ui-shell/content';
import { portalApi } from '@art-portal/state';
import { lazy, Suspense, useState } from 'react';
import { formatDate, formatDuration } from '../internal/dates';
import { ArticleSkeleton, ListSkeleton } from '@art-portal/ui-shell/feedback';
import { Pager } from '@art-portal/ui-shell/layout';
import { QueryView } from '../internal/QueryView';
import { ShareButton } from '@art-portal/ui-shell/share';
import { useCountView } from '../internal/useCountView';
import { useRequiredId } from '../internal/useRequiredId';
import { CommentFormPlaceholder } from '../participation/CommentFormPlaceholder';
import { CourseParticipation } from '../participation/CourseParticipation';
import { inkColours, portalRadii } from '@art-portal/ui-shell/theme';
import { route } from './route';
import { totalLabel } from '../internal/totalLabel';

const COMMENTS_PAGE_SIZE = 10;

// 发表评论 (react-hook-form) loads after the page, not with it; its placeholder is as tall as it.
const CommentForm = lazy(() =>
  import('../participation/CommentForm').then((m) => ({ default: m.CommentForm })),
);

function Comments({ courseId }: { courseId: Course['id'] }) {
  const [page, setPage] = useState(1);
  // Comments come and go while the page is open: a page seen a minute ago is fetched again when shown.
  const comments = portalApi.endpoints.coursesListComments.useQuery(
    { courseId, pageNum: page, pageSize: COMMENTS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Box component="section" aria-labelledby="course-comments">
      <Typography id="course-comments" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        学员评论{comments.data ? `（${totalLabel(comments.data)}）` : ''}
      </Typography>
      {/* The newest comments come first: the reader's own is on page 1. */}
      <Suspense fallback={<CommentFormPlaceholder />}>
        <CommentForm courseId={courseId} onPosted={() => setPage(1)} />
      </Suspense>
      <QueryView
        query={comments}
        label="评论加载中"
        skeleton={<ListSkeleton count={3} />}
        isEmpty={(data) => data.rows.length === 0}
        paging={{ page, onChange: setPage }}
      >
        {(data) => (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {data.rows.map((comment) => (
                <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 2 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: portalRadii.circle,
                      flexShrink: 0,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: inkColours.contrastText,
                      fontWeight: 700,
                    }}
                  >
                    {comment.customerName.slice(0, 1)}
                  </Box>
                  {/* A pasted link is one long word: without breaking it, the page scrolled sideways on a phone. */}
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {comment.customerName}
                      <Box
                        component="span"
                        sx={{ ml: 1, fontWeight: 400, fontSize: 13, color: 'text.secondary' }}
                      >
                        {formatDate(comment.createTime)}
                      </Box>
                      {comment.pending && (
                        // The reader's own comment, waiting for review: no one else is shown it.
                        <Box
                          component="span"
                          sx={{
                            ml: 1,
                            px: 0.75,
                            borderRadius: portalRadii.pill,
                            fontWeight: 400,
                            fontSize: 12,
                            border: 1,
                            borderColor: 'warning.main',
                            color: 'text.primary',
                          }}
                        >
                          审核中
                        </Box>
                      )}
                    </Typography>
                    <PlainText text={comment.content} />
                  </Box>
                </Box>
              ))}
            </Box>
            <Pager
              page={page}
              total={data.total}
              capped={data.totalCapped}
              pageSize={COMMENTS_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </QueryView>
    </Box>
  );
}

function CourseView({ course }: { course: Course }) {
  return (
    <Box component="article">
      <Box sx={{ bgcolor: inkColours.main, color: inkColours.contrastText, py: { xs: 3, md: 5 } }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <VideoPlayer
            src={course.videoUrl}
            title={course.title}
            poster={pictureUrl(course.cover, 'imglarge')}
          />
          <Box>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 }, lineHeight: 1.35 }}
            >
              {course.title}
            </Typography>
            <Typography sx={{ mt: 2, opacity: 0.85 }}>主讲：{course.lecturer}</Typography>
            <Typography sx={{ opacity: 0.85 }}>
              时长 {formatDuration(course.duration)} · {course.viewCount} 次观看 ·{' '}
              {formatDate(course.createTime)}
            </Typography>
            <Typography sx={{ mt: 2, opacity: 0.85, lineHeight: 1.8 }}>{course.summary}</Typography>
            <Box sx={{ mt: 3 }}>
              <ShareButton title={course.title} dark />
            </Box>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 5 }}>
        <Box component="section" aria-labelledby="course-description">
          <Typography id="course-description" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            课程介绍
          </Typography>
          <RichText html={course.description} />
        </Box>
        <CourseParticipation course={course} />
        <Comments courseId={course.id} />
      </Container>
    </Box>
  );
}

/** 课程详情 (`?id=`): video, description and comments. */
export function CourseDetailPage() {
  const id = useRequiredId();
  const course = route.useQuery('course');
  useCountView('courses', id, course.currentData !== undefined);
  return (
    <QueryView
      query={course}
      label="课程加载中"
      missing={route.missing}
      skeleton={
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <ArticleSkeleton />
        </Container>
      }
    >
      {(data) => <CourseView key={String(data.id)} course={data} />}
    </QueryView>
  );
}
