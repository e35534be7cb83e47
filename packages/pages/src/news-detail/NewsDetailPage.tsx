import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { News, NeighbourLink } from '@art-portal/api-client';
import { PictureImg, RichText } from '@art-portal/ui-shell/content';
import { Link as ReactRouterLink } from 'react-router';
import { formatDate } from '../internal/dates';
import { QueryView } from '../internal/QueryView';
import { ShareButton } from '@art-portal/ui-shell/share';
import { ArticleSkeleton } from '@art-portal/ui-shell/feedback';
import { useCountView } from '../internal/useCountView';
import { useRequiredId } from '../internal/useRequiredId';
import { newsCoverPicture } from './newsCoverPicture';
import { inkColours, portalGradients } from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';
import { usePageQuery } from '../routing/pageQuery';
import { neighboursQuery } from './neighboursQuery';
import { route } from './route';

function NeighbourLinkView({
  label,
  link,
  align,
}: {
  label: string;
  link: NeighbourLink | null;
  align: 'left' | 'right';
}) {
  return (
    <Box sx={{ textAlign: align, flex: 1, minWidth: 0 }}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{label}</Typography>
      {link ? (
        <Box
          component={ReactRouterLink}
          to={pathTo('newsDetail', { id: link.id })}
          rel={align === 'left' ? 'prev' : 'next'}
          sx={{
            fontWeight: 600,
            color: 'primary.main',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {link.title}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>没有了</Typography>
      )}
    </Box>
  );
}

function NewsView({ news }: { news: News }) {
  const neighbours = usePageQuery(neighboursQuery(news));
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
        {news.cover && (
          <PictureImg
            {...newsCoverPicture(news)}
            fetchPriority="high"
            alt=""
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: 0.3,
            }}
            fallbackSx={{ bgcolor: 'transparent', color: inkColours.contrastText }}
          />
        )}
        <Box sx={{ position: 'absolute', inset: 0, background: portalGradients.headerFade }} />
        <Container maxWidth="md" sx={{ position: 'relative', py: { xs: 5, md: 9 } }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 24, md: 38 }, lineHeight: 1.35 }}
          >
            {news.title}
          </Typography>
          <Typography sx={{ mt: 2, opacity: 0.8 }}>
            {[
              news.source && `来源：${news.source}`,
              news.author && `作者：${news.author}`,
              formatDate(news.publishTime),
              `${news.viewCount} 次阅读`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ mt: 3 }}>
            <ShareButton title={news.title} dark />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography
          sx={{
            fontSize: 17,
            lineHeight: 1.9,
            color: 'text.secondary',
            borderLeft: 4,
            borderColor: 'primary.main',
            pl: 2,
            mb: 4,
          }}
        >
          {news.summary}
        </Typography>
        <RichText html={news.content} />
        <Box
          component="nav"
          aria-label="上一篇和下一篇"
          sx={{ display: 'flex', gap: 3, mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          <NeighbourLinkView label="上一篇" link={neighbours.data?.prev ?? null} align="left" />
          <NeighbourLinkView label="下一篇" link={neighbours.data?.next ?? null} align="right" />
        </Box>
      </Container>
    </Box>
  );
}

/** 资讯详情 (`?id=`) with the previous and next news. */
export function NewsDetailPage() {
  const id = useRequiredId();
  const news = route.useQuery('news');
  useCountView('news', id, news.currentData !== undefined);
  return (
    <QueryView
      query={news}
      label="资讯加载中"
      missing={route.missing}
      skeleton={
        <Container maxWidth="md" sx={{ py: 4 }}>
          <ArticleSkeleton />
        </Container>
      }
    >
      {(data) => <NewsView key={String(data.id)} news={data} />}
    </QueryView>
  );
}
