import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { friendBenefits, friendsLead, friendStudios } from '../internal/editorial/friendsContent';
import { GeneratedArt, NewsList } from '@art-portal/ui-shell/content';
import { ListSkeleton } from '@art-portal/ui-shell/feedback';
import { PageHero, Section } from '@art-portal/ui-shell/layout';
import { newsListItem } from '../internal/newsListItem';
import { QueryView } from '../internal/QueryView';
import { inkColours, onInkColours, portalShadows } from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';
import { route } from './route';

/** 艺术之友: friends and partner studios of the portal, with the latest news. */
export function WorkstationPage() {
  const news = route.useQuery('news');
  return (
    <Box>
      <PageHero title="艺术之友" eyebrow="FRIENDS OF THE PORTAL" subtitle={friendsLead} palette="jade" />
      <Section id="friend-studios" title="合作工作室">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {friendStudios.map((studio) => (
            <Box
              component="li"
              key={studio.name}
              sx={{
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: 'background.paper',
                boxShadow: portalShadows.row,
              }}
            >
              <Box sx={{ aspectRatio: '16 / 9' }}>
                <GeneratedArt seed={studio.name} palette={studio.palette} label={`${studio.name}作品意象`} />
              </Box>
              <Box sx={{ p: 2.5 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
                  {studio.name}
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'primary.main', my: 0.5 }}>
                  {studio.city} · {studio.field}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{studio.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <Box
        component="section"
        aria-labelledby="friend-benefits"
        sx={{ bgcolor: inkColours.main, color: inkColours.contrastText, py: { xs: 5, md: 7 } }}
      >
        <Container maxWidth="lg">
          <Typography
            id="friend-benefits"
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: 22, md: 30 }, mb: 3 }}
          >
            成为艺术之友
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {friendBenefits.map((benefit, index) => (
              <Box
                key={benefit.title}
                sx={{ p: 3, borderRadius: 3, border: 1, borderColor: onInkColours.divider }}
              >
                <Typography sx={{ fontSize: 36, fontWeight: 800, color: inkColours.accent }}>
                  {String(index + 1).padStart(2, '0')}
                </Typography>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18, my: 1 }}>
                  {benefit.title}
                </Typography>
                <Typography sx={{ opacity: 0.85, lineHeight: 1.8 }}>{benefit.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>
      <Section id="friend-news" title="行业资讯" more={{ label: '更多资讯', to: pathTo('news') }}>
        <QueryView
          query={news}
          label="行业资讯加载中"
          skeleton={<ListSkeleton count={4} />}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => <NewsList items={data.rows.map(newsListItem)} headingLevel="h3" />}
        </QueryView>
      </Section>
    </Box>
  );
}
