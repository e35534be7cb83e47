import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { coverPicture } from '../internal/coverPicture';
import { CoverImage } from '@art-portal/ui-shell/content';
import { ArticleSkeleton, CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { PageHero } from '@art-portal/ui-shell/layout';
import type { ArtPaletteName } from '@art-portal/ui-shell/theme';
import { MissingNotice, QueryView } from '../internal/QueryView';
import { useSearchState } from '../internal/useSearchState';
import { usePageQuery } from '../routing/pageQuery';
import { exhibitionIdOf, exhibitions, type ExhibitionId } from './exhibitions';
import { hallQuery, shownHallId, sortedHalls } from './hallQueries';
import { HallGallery } from './HallGallery';
import { route } from './route';
import { inkColours, onInkColours } from '@art-portal/ui-shell/theme';

/** Each exhibition's hero: the English eyebrow, the generated art's palette and the lead. */
const heroes = {
  '1': {
    eyebrow: 'ASIA DIGITAL ART EXHIBITION',
    palette: 'ocean',
    lead: '跨越山海的云端展厅：来自亚洲各地的数字艺术家，以光影、算法与影像回应当代生活。',
  },
  '2': {
    eyebrow: 'AI DIGITAL PARK',
    palette: 'aurora',
    lead: '在这里，花园由算法生长，雕塑随数据呼吸。漫步人工智能与艺术家共同营造的数字公园。',
  },
} as const satisfies Record<ExhibitionId, { eyebrow: string; palette: ArtPaletteName; lead: string }>;

function HallDetail({ id }: { id: string }) {
  const hall = usePageQuery(hallQuery(id));
  return (
    <QueryView
      query={hall}
      label="展厅加载中"
      skeleton={
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <ArticleSkeleton />
        </Container>
      }
    >
      {(data) => <HallGallery hall={data} />}
    </QueryView>
  );
}

/** One exhibition: its halls, and the chosen hall (`hall=`) as a gallery. */
function Exhibition({ exhibitionId }: { exhibitionId: ExhibitionId }) {
  const { params, update } = useSearchState();
  const { name } = exhibitions[exhibitionId];
  const hero = heroes[exhibitionId];
  const halls = route.useQuery('halls');
  const sorted = sortedHalls(halls.data?.rows ?? []);
  const hallId = shownHallId(params, sorted);

  return (
    <Box>
      <PageHero title={name} eyebrow={hero.eyebrow} subtitle={hero.lead} palette={hero.palette} />
      <Box
        component="nav"
        aria-label="展厅"
        sx={{
          bgcolor: inkColours.main,
          color: inkColours.contrastText,
          borderTop: 1,
          borderTopColor: onInkColours.line,
        }}
      >
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <QueryView
            query={halls}
            label="展厅加载中"
            skeleton={<CardGridSkeleton count={4} ratio="16 / 9" />}
            isEmpty={(data) => data.rows.length === 0}
          >
            {() => (
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2, overflowX: 'auto' }}
              >
                {sorted.map((hall, index) => {
                  const current = String(hall.id) === hallId;
                  return (
                    <li key={hall.id}>
                      <Box
                        component="button"
                        type="button"
                        aria-pressed={current}
                        onClick={() => update({ hall: String(hall.id) })}
                        sx={{
                          width: { xs: 180, md: 220 },
                          p: 0,
                          border: 2,
                          borderColor: current ? inkColours.accent : 'transparent',
                          borderRadius: 2,
                          overflow: 'hidden',
                          cursor: 'pointer',
                          bgcolor: onInkColours.surface,
                          color: inkColours.contrastText,
                          textAlign: 'left',
                          font: 'inherit',
                        }}
                      >
                        <CoverImage
                          {...coverPicture(hall.cover)}
                          alt=""
                          ratio="16 / 9"
                          eager={index < 4}
                          sizes="220px"
                        />
                        <Typography
                          component="span"
                          sx={{ display: 'block', p: 1, fontWeight: current ? 700 : 500 }}
                        >
                          {hall.name}
                        </Typography>
                      </Box>
                    </li>
                  );
                })}
              </Box>
            )}
          </QueryView>
        </Container>
      </Box>
      {hallId ? (
        <HallDetail key={hallId} id={hallId} />
      ) : (
        halls.isLoading && <Skeleton variant="rectangular" height={480} />
      )}
    </Box>
  );
}

/** 云展览: `?id=1` 亚洲数字艺术展 (also without an id), `?id=2` AI数字公园; any other id does not exist (as the page's title says). */
export function CloudExhibitionPage() {
  const { get } = useSearchState();
  const id = exhibitionIdOf(get('id'));
  if (id === undefined) return route.missing && <MissingNotice {...route.missing} />;
  return <Exhibition exhibitionId={id} />;
}
