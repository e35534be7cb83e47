import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NewsSummary } from '@art-portal/api-client';
import { Link as ReactRouterLink } from 'react-router';
import { coverPicture } from './coverPicture';
import { CoverImage } from '@art-portal/ui-shell/content';
import { formatDate } from './dates';
import { portalShadows } from '@art-portal/ui-shell/theme';

/** News as a list of picture-and-summary rows. */
export function NewsList({ rows, headingLevel = 'h2' }: { rows: readonly NewsSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {rows.map((news, index) => (
        <Box
          component="li"
          key={news.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' },
            gap: { xs: 1.5, sm: 3 },
            p: 2,
            borderRadius: 3,
            bgcolor: 'background.paper',
            boxShadow: portalShadows.listItem,
          }}
        >
          <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <CoverImage {...coverPicture(news.cover)} alt="" ratio="16 / 10" eager={index < 2} sizes="(max-width: 600px) 100vw, 240px" />
          </Box>
          <Box>
            <Typography component={headingLevel} sx={{ fontSize: { xs: 17, md: 20 }, fontWeight: 700, lineHeight: 1.5 }}>
              <Box component={ReactRouterLink} to={`/news/detail?id=${news.id}`} sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
                {news.title}
              </Box>
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.8, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {news.summary}
            </Typography>
            <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
              {news.source} · {formatDate(news.publishTime)} · {news.viewCount} 次阅读
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
