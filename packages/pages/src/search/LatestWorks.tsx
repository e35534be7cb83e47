import Box from '@mui/material/Box';
import { CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { gridSx } from '@art-portal/ui-shell/layout';
import { ArtworkCard } from '../internal/cards';
import { QueryView } from '../internal/QueryView';
import { usePageQuery } from '../routing/pageQuery';
import { latestWorksQuery } from './fallbackQueries';

/** The newest works, offered instead of results: when nothing is asked yet, or nothing matched. */
export function LatestWorks({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const works = usePageQuery(latestWorksQuery);
  return (
    <QueryView
      query={works}
      label="最新作品加载中"
      skeleton={<CardGridSkeleton count={4} />}
      isEmpty={(data) => data.rows.length === 0}
    >
      {(data) => (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
          {data.rows.map((artwork) => (
            <li key={artwork.id}>
              <ArtworkCard artwork={artwork} headingLevel={headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </QueryView>
  );
}
