import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as ReactRouterLink } from 'react-router';
import { ActivityCard, ArtworkCard, CourseCard, NewsCard } from '../internal/cards';
import { GeneratedArt } from '@art-portal/ui-shell/content';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { Section, gridSx } from '@art-portal/ui-shell/layout';
import { HydrateLater } from '../internal/HydrateLater';
import { QueryView } from '../internal/QueryView';
import { usePortalSettings } from '../providers/PortalSettingsContext';
import { BannerCarousel } from './BannerCarousel';
import { VisitCounter } from './VisitCounter';
import { inkColours, portalGradients, type ArtPaletteName } from '@art-portal/ui-shell/theme';
import { exhibitionLink, type ExhibitionId } from '../cloud-exhibition/exhibitions';
import { route } from './route';
import { pathTo } from '../routing/pathTo';

const exhibitionBlurbs: Record<ExhibitionId, { text: string; palette: ArtPaletteName }> = {
  '1': {
    text: '汇聚亚洲各地数字艺术家的代表作，在云端展厅中漫游东方美学的当代表达。',
    palette: 'ocean',
  },
  '2': {
    text: '算法生长的花园、会呼吸的雕塑：走进人工智能与艺术共同创造的奇妙园区。',
    palette: 'aurora',
  },
};
/** 首页's card of each exhibition: its link (name and page), its blurb and its art. */
const exhibitionCards = (Object.keys(exhibitionBlurbs) as ExhibitionId[]).map((id) => ({
  id,
  ...exhibitionLink(id),
  ...exhibitionBlurbs[id],
}));

const isEmptyPage = (page: { rows: readonly unknown[] }) => page.rows.length === 0;

/** 首页. */
export function HomePage() {
  const settings = usePortalSettings();
  const banners = route.useQuery('banners');
  const artworks = route.useQuery('artworks');
  const activities = route.useQuery('activities');
  const news = route.useQuery('news');
  const courses = route.useQuery('courses');

  return (
    <Box>
      <QueryView
        query={banners}
        label="焦点图加载中"
        skeleton={
          <Skeleton
            variant="rectangular"
            sx={{ height: { xs: 240, sm: 360, md: 480 }, bgcolor: inkColours.light }}
          />
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <BannerCarousel banners={[...list].sort((a, b) => a.sort - b.sort)} />}
      </QueryView>

      <Box sx={{ bgcolor: inkColours.main, color: inkColours.contrastText, py: { xs: 4, md: 6 } }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 3,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ maxWidth: 720 }}>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 40 } }}>
              {settings.siteName}
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.85, fontSize: { xs: 15, md: 18 }, lineHeight: 1.8 }}>
              欣赏数字作品、参与作品征集、漫游云端展览、学习创作课程——在这里，遇见数字时代的艺术。
            </Typography>
          </Box>
          <VisitCounter />
        </Container>
      </Box>

      <HydrateLater>
        <Section id="home-artworks" title="最新作品" more={{ label: '查看全部作品', to: pathTo('artworks') }}>
          <QueryView
            query={artworks}
            label="最新作品加载中"
            skeleton={<CardGridSkeleton count={8} />}
            isEmpty={isEmptyPage}
          >
            {(page) => (
              <Box sx={gridSx}>
                {page.rows.map((artwork, index) => (
                  <ArtworkCard key={artwork.id} artwork={artwork} eager={index < 4} />
                ))}
              </Box>
            )}
          </QueryView>
        </Section>
      </HydrateLater>

      <HydrateLater>
        <Section
          id="home-activities"
          title="作品征集"
          dark
          more={{ label: '更多征集活动', to: pathTo('activities') }}
        >
          <QueryView
            query={activities}
            label="作品征集加载中"
            skeleton={<CardGridSkeleton count={3} ratio="16 / 9" />}
            isEmpty={isEmptyPage}
          >
            {(page) => (
              <Box
                sx={{
                  ...gridSx,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
                }}
              >
                {page.rows.map((activity) => (
                  <ActivityCard key={activity.id} activity={activity} />
                ))}
              </Box>
            )}
          </QueryView>
        </Section>
      </HydrateLater>

      <HydrateLater>
        <Section
          id="home-exhibitions"
          title="云展览"
          more={{ label: '进入云展览', to: exhibitionLink('1').to }}
        >
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {exhibitionCards.map((exhibition) => (
              <Box
                key={exhibition.id}
                component={ReactRouterLink}
                to={exhibition.to}
                sx={{
                  position: 'relative',
                  display: 'block',
                  borderRadius: 3,
                  overflow: 'hidden',
                  aspectRatio: '16 / 9',
                  color: inkColours.contrastText,
                  textDecoration: 'none',
                  '&:hover svg, &:focus-visible svg': { transform: 'scale(1.04)' },
                }}
              >
                <GeneratedArt
                  seed={exhibition.label}
                  palette={exhibition.palette}
                  sx={{ transition: 'transform .5s ease' }}
                />
                <Box sx={{ position: 'absolute', inset: 0, background: portalGradients.tileFoot }} />
                <Box sx={{ position: 'absolute', left: 24, right: 24, bottom: 20 }}>
                  <Typography component="h3" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
                    {exhibition.label}
                  </Typography>
                  <Typography sx={{ opacity: 0.88, mt: 0.5, lineHeight: 1.7 }}>{exhibition.text}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Section>
      </HydrateLater>

      <HydrateLater>
        <Section id="home-news" title="行业资讯" dark more={{ label: '更多资讯', to: pathTo('news') }}>
          <QueryView
            query={news}
            label="行业资讯加载中"
            skeleton={<CardGridSkeleton count={4} ratio="16 / 9" />}
            isEmpty={isEmptyPage}
          >
            {(page) => (
              <Box sx={gridSx}>
                {page.rows.map((item) => (
                  <NewsCard key={item.id} news={item} />
                ))}
              </Box>
            )}
          </QueryView>
        </Section>
      </HydrateLater>

      <HydrateLater>
        <Section id="home-courses" title="视频教程" more={{ label: '更多课程', to: pathTo('courses') }}>
          <QueryView
            query={courses}
            label="视频教程加载中"
            skeleton={<CardGridSkeleton count={4} ratio="16 / 9" />}
            isEmpty={isEmptyPage}
          >
            {(page) => (
              <Box sx={gridSx}>
                {page.rows.map((course) => (
                  <CourseCard key={course.id} course={course} />
                ))}
              </Box>
            )}
          </QueryView>
        </Section>
      </HydrateLater>
    </Box>
  );
}
