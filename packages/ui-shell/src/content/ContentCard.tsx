import type { SxProps, Theme } from '@mui/material/styles';
import { staticClasses } from '../theme/staticClasses';
import { useShellRouter } from '../router/ShellRouterContext';
import { portalRadii, portalShadows } from '../theme/portalEffects';
import { inkColours, onInkColours, scrimColours } from '../theme/portalPalette';
import { CoverImage, type PictureSources } from './CoverImage';
import { MarkedText } from './MarkedText';

/**
 * Card grids as drawn: two columns on phones (half the width less the padding and the gap), two to four on tablets,
 * four of 270 px in the desktop's 1200 px container.
 */
const cardImageSizes = '(max-width: 599.95px) calc(50vw - 24px), (max-width: 1199.95px) 33vw, 270px';

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  /** The detail page, an in-app path such as `/artWorks/detail?id=1`. */
  to: string;
  /** The cover's renditions; the card says how wide it shows them. */
  picture: PictureSources;
  title: string;
  /** A line under the title, e.g. the author and the source. */
  meta?: string;
  /** Plain text under the title (a search result's snippet), at most two lines. */
  excerpt?: string;
  /** Words to mark in the title and the excerpt (what a search matched). @default [] */
  marked?: readonly string[];
  /** A label over the picture's corner, e.g. the category or the status. */
  badge?: string;
  /** The picture's aspect ratio. @default '4 / 3' */
  ratio?: string;
  /** In the first screen: the picture loads eagerly. @default false */
  eager?: boolean;
  /** On the dark band colour. @default false */
  dark?: boolean;
  /** @default 'h3' */
  headingLevel?: 'h2' | 'h3';
  /** How wide the picture is drawn, for a grid other than the usual one. @default the usual card grid's */
  sizes?: string;
}

type Part = 'card' | 'darkCard' | 'cover' | 'badge' | 'text' | 'title' | 'excerpt' | 'meta' | 'darkMeta';

const useCardClasses = staticClasses<Part>((part, theme) => {
  const card = (dark: boolean) => ({
    display: 'block',
    color: dark ? inkColours.contrastText : 'text.primary',
    textDecoration: 'none',
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: dark ? onInkColours.surface : 'background.paper',
    boxShadow: dark ? 'none' : portalShadows.card,
    transition: 'transform .2s ease, box-shadow .2s ease',
    '&:hover, &:focus-visible': { transform: 'translateY(-3px)', boxShadow: portalShadows.cardHover },
    '& img': { transition: 'transform .4s ease' },
    '&:hover img': { transform: 'scale(1.04)' },
  });
  const meta = (dark: boolean) => ({
    mt: 0.5,
    fontSize: 13,
    color: dark ? onInkColours.secondary : 'text.secondary',
  });
  const styles: Record<Part, SxProps<Theme>> = {
    card: card(false),
    darkCard: card(true),
    cover: { position: 'relative', overflow: 'hidden' },
    badge: {
      position: 'absolute',
      top: 8,
      left: 8,
      px: 1,
      py: 0.25,
      borderRadius: portalRadii.pill,
      fontSize: 12,
      bgcolor: scrimColours.badge,
      color: inkColours.contrastText,
      fontWeight: 600,
    },
    text: { p: 1.5 },
    title: {
      fontWeight: 600,
      fontSize: 16,
      lineHeight: 1.5,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    excerpt: {
      mt: 0.5,
      fontSize: 14,
      lineHeight: 1.6,
      color: 'text.secondary',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
    },
    meta: meta(false),
    darkMeta: meta(true),
  };
  // The title and the line under it are what MUI's `Typography` (body1) draws, with the card's changes.
  const typography: object =
    part === 'title' || part === 'excerpt' || part === 'meta' || part === 'darkMeta'
      ? { margin: 0, ...theme.typography.body1 }
      : {};
  return { ...typography, ...theme.unstable_sx(styles[part]) };
});

/** A picture card linking to a detail page; the whole card is one link named by its title. */
export function ContentCard({
  to,
  picture,
  title,
  meta,
  excerpt,
  marked,
  badge,
  ratio,
  eager,
  dark = false,
  headingLevel = 'h3',
  sizes = cardImageSizes,
}: ContentCardProps) {
  const { Link } = useShellRouter();
  const classOf = useCardClasses();
  const Heading = headingLevel;
  return (
    <Link to={to} className={classOf(dark ? 'darkCard' : 'card')}>
      <div className={classOf('cover')}>
        <CoverImage {...picture} alt="" ratio={ratio} eager={eager} sizes={sizes} />
        {badge && <span className={classOf('badge')}>{badge}</span>}
      </div>
      <div className={classOf('text')}>
        <Heading className={classOf('title')}>
          {marked ? <MarkedText text={title} words={marked} /> : title}
        </Heading>
        {excerpt && (
          <p className={classOf('excerpt')}>
            {marked ? <MarkedText text={excerpt} words={marked} /> : excerpt}
          </p>
        )}
        {meta && <div className={classOf(dark ? 'darkMeta' : 'meta')}>{meta}</div>}
      </div>
    </Link>
  );
}
