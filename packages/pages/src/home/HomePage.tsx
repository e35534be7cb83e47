import type { Theme } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import { Link as ReactRouterLink } from 'react-router';
import { ActivityCard, ArtworkCard, CourseCard, NewsCard } from '../internal/cards';
import { GeneratedArt } from '@art-portal/ui-shell/content';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { Section, containerStyles, gridSx, typographyStyles } from '@art-portal/ui-shell/layout';
import { HydrateLater } from '../internal/HydrateLater';
import { QueryView } from '../internal/QueryView';
import { usePortalSettings } from '../providers/PortalSettingsContext';
import { BannerCarousel } from './BannerCarousel';
import { VisitCounter } from './VisitCounter';
import { inkColours, portalGradients, staticClasses, type ArtPaletteName } from '@art-portal/ui-shell/theme';
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

type HomePart =
  | 'hero'
  | 'heroContainer'
  | 'heroText'
  | 'title'
  | 'intro'
  | 'grid'
  | 'activityGrid'
  | 'exhibitionGrid'
  | 'tile'
  | 'tileShade'
  | 'tileText'
  | 'tileTitle'
  | 'tileBlurb';

// Each `Typography` as its CSS: `margin: 0`, its variant (body1 unless said), then what its `sx` said.
const useHomeClasses = staticClasses((part: HomePart, theme) => {
  // Called on the theme: `unstable_sx` reads its theme from `this`.
  const sx: Theme['unstable_sx'] = (styles) => theme.unstable_sx(styles);
  switch (part) {
    case 'hero':
      return sx({ bgcolor: inkColours.main, color: inkColours.contrastText, py: { xs: 4, md: 6 } });
    case 'heroContainer':
      return {
        ...containerStyles(theme, 'lg'),
        ...sx({
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'center',
          justifyContent: 'space-between',
        }),
      };
    case 'heroText':
      return sx({ maxWidth: 720 });
    case 'title':
      return typographyStyles(theme, 'h3', { fontWeight: 800, fontSize: { xs: 28, md: 40 } });
    case 'intro':
      return typographyStyles(theme, 'body1', {
        mt: 1,
        opacity: 0.85,
        fontSize: { xs: 15, md: 18 },
        lineHeight: 1.8,
      });
    case 'grid':
      return sx(gridSx);
    case 'activityGrid':
      return sx({
        ...gridSx,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
      });
    case 'exhibitionGrid':
      return sx({ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } });
    case 'tile':
      return sx({
        position: 'relative',
        display: 'block',
        borderRadius: 3,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
        color: inkColours.contrastText,
        textDecoration: 'none',
        '&:hover svg, &:focus-visible svg': { transform: 'scale(1.04)' },
      });
    case 'tileShade':
      return sx({ position: 'absolute', inset: 0, background: portalGradients.tileFoot });
    case 'tileText':
      return sx({ position: 'absolute', left: 24, right: 24, bottom: 20 });
    case 'tileTitle':
      return typographyStyles(theme, 'body1', { fontSize: { xs: 22, md: 28 }, fontWeight: 800 });
    case 'tileBlurb':
      return typographyStyles(theme, 'body1', { opacity: 0.88, mt: 0.5, lineHeight: 1.7 });
  }
});

const isEmptyPage = (page: { rows: readonly unknown[] }) => page.rows.length === 0;

/** 首页. */
export function HomePage() {
  const settings = usePortalSettings();
  const banners = route.useQuery('banners');
  const artworks = route.useQuery('artworks');
  const activities = route.useQuery('activities');
  const news = route.useQuery('news');
  const courses = route.useQuery('courses');
  const classOf = useHomeClasses();

  return (
    <div>
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

      <div className={classOf('hero')}>
        <div className={classOf('heroContainer')}>
          <div className={classOf('heroText')}>
            <h1 className={classOf('title')}>{settings.siteName}</h1>
            <p className={classOf('intro')}>
              欣赏数字作品、参与作品征集、漫游云端展览、学习创作课程——在这里，遇见数字时代的艺术。
            </p>
          </div>
          <VisitCounter />
        </div>
      </div>

      <HydrateLater>
        <Section id="home-artworks" title="最新作品" more={{ label: '查看全部作品', to: pathTo('artworks') }}>
          <QueryView
            query={artworks}
            label="最新作品加载中"
            skeleton={<CardGridSkeleton count={8} />}
            isEmpty={isEmptyPage}
          >
            {(page) => (
              <div className={classOf('grid')}>
                {page.rows.map((artwork, index) => (
                  <ArtworkCard key={artwork.id} artwork={artwork} eager={index < 4} />
                ))}
              </div>
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
              <div className={classOf('activityGrid')}>
                {page.rows.map((activity) => (
                  <ActivityCard key={activity.id} activity={activity} />
                ))}
              </div>
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
          <div className={classOf('exhibitionGrid')}>
            {exhibitionCards.map((exhibition) => (
              <ReactRouterLink key={exhibition.id} to={exhibition.to} className={classOf('tile')}>
                <GeneratedArt
                  seed={exhibition.label}
                  palette={exhibition.palette}
                  sx={{ transition: 'transform .5s ease' }}
                />
                <div className={classOf('tileShade')} />
                <div className={classOf('tileText')}>
                  <h3 className={classOf('tileTitle')}>{exhibition.label}</h3>
                  <p className={classOf('tileBlurb')}>{exhibition.text}</p>
                </div>
              </ReactRouterLink>
            ))}
          </div>
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
              <div className={classOf('grid')}>
                {page.rows.map((item) => (
                  <NewsCard key={item.id} news={item} />
                ))}
              </div>
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
              <div className={classOf('grid')}>
                {page.rows.map((course) => (
                  <CourseCard key={course.id} course={course} />
                ))}
              </div>
            )}
          </QueryView>
        </Section>
      </HydrateLater>
    </div>
  );
}
