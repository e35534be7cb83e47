import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useShellRouter } from '../router/ShellRouterContext';
import { portalShadows } from '../theme/portalEffects';
import { CoverImage, type PictureSources } from './CoverImage';

/** One row of a {@link NewsList}. */
export interface NewsListItem {
  /** Tells the rows apart, e.g. the news item's id. */
  id: number | string;
  /** The article, an in-app path such as `/news/detail?id=1`. */
  to: string;
  title: string;
  summary: string;
  /** The line under the summary, e.g. the source, the date and the reads. */
  meta: string;
  /** The cover's renditions; the list says how wide it shows them. */
  picture: PictureSources;
}

/** Props of {@link NewsList}. */
export interface NewsListProps {
  items: readonly NewsListItem[];
  /** The level of each row's title. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/** News as a list of picture-and-summary rows; each title links to its article. */
export function NewsList({ items, headingLevel = 'h2' }: NewsListProps) {
  const { Link } = useShellRouter();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.id}
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
            <CoverImage
              {...item.picture}
              alt=""
              ratio="16 / 10"
              eager={index < 2}
              sizes="(max-width: 600px) 100vw, 240px"
            />
          </Box>
          <Box>
            <Typography
              component={headingLevel}
              sx={{ fontSize: { xs: 17, md: 20 }, fontWeight: 700, lineHeight: 1.5 }}
            >
              <Box
                component={Link}
                to={item.to}
                sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}
              >
                {item.title}
              </Box>
            </Typography>
            <Typography
              sx={{
                mt: 1,
                color: 'text.secondary',
                lineHeight: 1.8,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {item.summary}
            </Typography>
            <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>{item.meta}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
