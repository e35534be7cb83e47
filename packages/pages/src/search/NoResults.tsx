import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as ReactRouterLink } from 'react-router';
import { usePageQuery } from '../routing/pageQuery';
import { pathTo } from '../routing/pathTo';
import { LatestWorks } from './LatestWorks';
import { suggestionsQuery } from './fallbackQueries';

/** Nothing matched `keyword`: says so, and offers its completions as other searches, else the newest works. */
export function NoResults({ keyword }: { keyword: string }) {
  const suggestions = usePageQuery(suggestionsQuery(keyword));
  const offered = suggestions.data ?? [];
  return (
    <Box component="section" aria-labelledby="search-none" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography id="search-none" component="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 700 }}>
        没有找到与“{keyword}”相关的内容
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>换个关键词，或试试这些：</Typography>
      {suggestions.isLoading ? null : offered.length > 0 ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {offered.map((suggestion) => (
            <li key={`${suggestion.kind}:${suggestion.text}`}>
              <Chip
                component={ReactRouterLink}
                to={pathTo('search', { q: suggestion.text })}
                label={suggestion.text}
                clickable
                variant="outlined"
              />
            </li>
          ))}
        </Box>
      ) : (
        <LatestWorks headingLevel="h3" />
      )}
    </Box>
  );
}
