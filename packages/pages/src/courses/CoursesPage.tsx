import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { CourseCard } from '../internal/cards';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { KeywordSearch } from '@art-portal/ui-shell/forms';
import { PageHero, Pager, gridSx } from '@art-portal/ui-shell/layout';
import { QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { COURSES_PAGE_SIZE } from './coursesQuery';
import { route } from './route';
import { pathTo } from '../routing/pathTo';

/** 视频教程: paged, with a keyword (`keyword`, `page` in the URL). */
export function CoursesPage() {
  const { get, page, update } = useSearchState();
  const keyword = get('keyword');
  const courses = route.useQuery('courses');
  return (
    <Box>
      <PageHero
        title="视频教程"
        eyebrow="VIDEO COURSES"
        subtitle="由一线艺术家与教师主讲，从入门到进阶，随时随地学习数字艺术创作。"
        palette="jade"
      >
        <Box sx={{ mt: 3 }}>
          <KeywordSearch
            action={pathTo('courses')}
            value={keyword}
            onSearch={(next) => update({ keyword: next })}
            placeholder="搜索课程名称或讲师"
          />
        </Box>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <QueryView
          query={courses}
          label="视频教程加载中"
          skeleton={<CardGridSkeleton count={COURSES_PAGE_SIZE} ratio="16 / 9" />}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => (
            <>
              <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
                {data.rows.map((course, index) => (
                  <li key={course.id}>
                    <CourseCard course={course} eager={index < 4} headingLevel="h2" />
                  </li>
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                capped={data.totalCapped}
                pageSize={COURSES_PAGE_SIZE}
                onChange={(next) => update({ page: next }, false)}
              />
            </>
          )}
        </QueryView>
      </Container>
    </Box>
  );
}
