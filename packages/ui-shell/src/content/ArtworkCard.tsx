import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useShellRouter } from '../router/ShellRouterContext';
import { ResponsivePicture, type ResponsivePictureProps } from './ResponsivePicture';

/** Props of {@link ArtworkCard}. */
export interface ArtworkCardProps extends Pick<
  ResponsivePictureProps,
  'buildSrc' | 'buildSrcSet' | 'sizes' | 'priority' | 'placeholderColor'
> {
  /** The work's name, under the cover and as the picture's alt text. */
  title: string;
  /** Author, type or any second line. */
  subtitle?: string;
  /** The cover picture's stored URL; `null` shows the placeholder. */
  cover: string | null | undefined;
  /** Where the card leads, e.g. `/artWorks/detail?id=3`. */
  to: string;
  /** CSS aspect ratio of the cover. @default '4 / 3' */
  aspectRatio?: string;
}

/**
 * A card with the artwork's picture and title, linking to its detail page. The link is named by the title (and
 * subtitle), so the picture inside it is decorative (`alt=""`): screen readers would otherwise read the title twice.
 */
export function ArtworkCard({
  title,
  subtitle,
  cover,
  to,
  aspectRatio = '4 / 3',
  ...picture
}: ArtworkCardProps) {
  const { Link } = useShellRouter();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ResponsivePicture
          src={cover}
          alt=""
          aspectRatio={aspectRatio}
          sizes="(max-width: 600px) 50vw, 300px"
          {...picture}
        />
        <CardContent sx={{ flex: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Box component="p" sx={{ m: 0, color: 'text.secondary', fontSize: '14px' }}>
              {subtitle}
            </Box>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
