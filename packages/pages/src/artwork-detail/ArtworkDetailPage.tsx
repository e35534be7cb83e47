import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { pictureSrcSet, pictureUrl, type Artwork, type ArtworkSummary } from '@art-portal/api-client';
import { CoverImage, ImageViewer, RichText, VideoPlayer, WebpPicture } from '@art-portal/ui-shell/content';
import { useState, type MouseEvent } from 'react';
import { ArtworkCard } from '../internal/cards';
import { formatDate } from '../internal/dates';
import { openInPlace } from '../internal/openInPlace';
import { isRefusal, QueryView } from '../internal/QueryView';
import { ArticleSkeleton, CardGridSkeleton } from '@art-portal/ui-shell/feedback';
import { Section, gridSx } from '@art-portal/ui-shell/layout';
import { ShareButton } from '@art-portal/ui-shell/share';
import { useCountView } from '../internal/useCountView';
import { useRequiredId } from '../internal/useRequiredId';
import { ARTWORK_PICTURE_SIZES, artworkImages, artworkPicture } from './artworkPicture';
import {
  inkColours,
  onInkColours,
  portalRadii,
  scrimColours,
  staticClasses,
} from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';
import { route } from './route';

const useFactClasses = staticClasses<'list' | 'fact' | 'label' | 'value'>((part, theme) =>
  theme.unstable_sx(
    {
      list: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 },
      fact: { display: 'contents' },
      label: { opacity: 0.7 },
      value: { m: 0 },
    }[part],
  ),
);

function Facts({ artwork }: { artwork: Artwork }) {
  const facts: [string, string | null][] = [
    ['作者', artwork.author],
    ['作品类别', artwork.productTypeName],
    ['作品来源', artwork.productInfoTypeName],
    ['创作年份', artwork.year],
    ['创作技法', artwork.technique],
    ['作品尺寸', artwork.dimensions],
    ['发布时间', formatDate(artwork.createTime)],
    ['浏览次数', String(artwork.viewCount)],
  ];
  const classOf = useFactClasses();
  return (
    <dl className={classOf('list')}>
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
        .map(([label, value]) => (
          <div key={label} className={classOf('fact')}>
            <dt className={classOf('label')}>{label}</dt>
            <dd className={classOf('value')}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The thumbnails' renditions: 88 px wide at 1×, 2× and 3×. */
const thumbnailLadder = [
  ['w120', 120],
  ['thumbnail', 200],
  ['w320', 320],
] as const;

function ArtworkView({ artwork }: { artwork: Artwork }) {
  const images = artworkImages(artwork);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = images[index] ?? artwork.cover;
  return (
    <>
      <Box sx={{ bgcolor: inkColours.main, color: inkColours.contrastText, py: { xs: 3, md: 6 } }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
        >
          <Box>
            <Box
              component="a"
              href={pictureUrl(current, 'imgsupergraph')}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => openInPlace(event, () => setViewing(true))}
              aria-label={`查看大图：${artwork.title}`}
              sx={{
                position: 'relative',
                display: 'block',
                width: '100%',
                p: 0,
                border: 0,
                borderRadius: 2,
                overflow: 'hidden',
                cursor: 'zoom-in',
                bgcolor: 'common.black',
              }}
            >
              <CoverImage
                {...artworkPicture(current)}
                alt={artwork.title}
                ratio="4 / 3"
                priority
                sizes={ARTWORK_PICTURE_SIZES}
                sx={{ objectFit: 'contain', bgcolor: 'common.black' }}
              />
              <ZoomInIcon
                sx={{
                  position: 'absolute',
                  right: 12,
                  bottom: 12,
                  color: inkColours.contrastText,
                  bgcolor: scrimColours.icon,
                  borderRadius: portalRadii.circle,
                  p: 0.5,
                }}
              />
            </Box>
            {images.length > 1 && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto' }}>
                {images.map((image, thumb) => (
                  <Box
                    key={image}
                    component="button"
                    type="button"
                    aria-label={`第 ${thumb + 1} 张图`}
                    aria-pressed={thumb === index}
                    onClick={() => setIndex(thumb)}
                    sx={{
                      p: 0,
                      border: 2,
                      borderColor: thumb === index ? inkColours.accent : 'transparent',
                      borderRadius: 1,
                      cursor: 'pointer',
                      flexShrink: 0,
                      bgcolor: 'transparent',
                    }}
                  >
                    <WebpPicture
                      src={pictureUrl(image, 'thumbnail')}
                      srcSet={pictureSrcSet(image, thumbnailLadder)}
                      webpSrcSet={pictureSrcSet(image, thumbnailLadder, 'webp')}
                      sizes="88px"
                      alt=""
                      sx={{ width: 88, height: 66, objectFit: 'cover', display: 'block' }}
                      fallbackSx={{ bgcolor: onInkColours.line, color: onInkColours.disabled }}
                    />
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          <Box>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: 26, md: 36 }, mb: 2 }}
            >
              {artwork.title}
            </Typography>
            <Facts artwork={artwork} />
            {artwork.tags.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }} aria-label="标签">
                {artwork.tags.map((tag) => (
                  <Chip
                    key={tag}
                    label={`# ${tag}`}
                    size="small"
                    sx={{ color: inkColours.contrastText, bgcolor: onInkColours.chip }}
                  />
                ))}
              </Box>
            )}
            <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <ShareButton title={artwork.title} dark />
              <Button
                variant="outlined"
                href={artwork.manifest}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNewIcon />}
                title="本作品的 IIIF 清单，可在 Mirador、Universal Viewer 等 IIIF 查看器中打开"
                sx={{ color: inkColours.contrastText, borderColor: onInkColours.outline }}
              >
                IIIF 清单
              </Button>
            </Box>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          作品介绍
        </Typography>
        <RichText html={artwork.description} />
        {artwork.videoUrl && (
          <Box sx={{ mt: 4 }}>
            <VideoPlayer
              src={artwork.videoUrl}
              title={artwork.title}
              poster={pictureUrl(artwork.cover, 'imglarge')}
            />
          </Box>
        )}
      </Container>
      <ImageViewer
        open={viewing}
        images={images.map((image, position) => ({
          src: pictureUrl(image, 'imgoriginal'),
          alt: `${artwork.title}（${position + 1}/${images.length}）`,
          service: artwork.pictures.find((picture) => picture.url === image)?.service ?? null,
        }))}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setViewing(false)}
      />
    </>
  );
}

/** 作品详情 (`?id=`). */
export function ArtworkDetailPage() {
  const id = useRequiredId();
  const artwork = route.useQuery('artwork');
  useCountView('artworks', id, artwork.currentData !== undefined);
  const related = route.useQuery('related');
  // 其他作品 only shows once the work has loaded, so the work's 重试 retries a failed 其他作品 too.
  const retry = () => {
    if (related.isError) void related.refetch();
    return artwork.refetch();
  };
  return (
    <Box>
      <QueryView
        query={{ ...artwork, refetch: retry }}
        label="作品加载中"
        missing={route.missing}
        skeleton={
          <Container maxWidth="lg" sx={{ py: 4 }}>
            <ArticleSkeleton />
          </Container>
        }
      >
        {(data) => <ArtworkView key={String(data.id)} artwork={data} />}
      </QueryView>
      {/* Below the work, so it waits for it (and for the render that shows it): appearing after the work moves
          nothing the visitor sees. */}
      {!artwork.isLoading && id !== '' && !(artwork.isError && isRefusal(artwork.error)) && (
        <Section
          id="related-artworks"
          title="其他作品"
          more={{ label: '返回数字作品', to: pathTo('artworks') }}
        >
          <QueryView
            query={related}
            label="其他作品加载中"
            skeleton={<CardGridSkeleton count={4} />}
            isEmpty={(list) => list.length === 0}
          >
            {(list) => <RelatedArtworks list={list} />}
          </QueryView>
        </Section>
      )}
    </Box>
  );
}

/** 其他作品's cards. */
function RelatedArtworks({ list }: { list: readonly ArtworkSummary[] }) {
  return (
    <Box sx={gridSx}>
      {list.slice(0, 8).map((item) => (
        <ArtworkCard key={item.id} artwork={item} />
      ))}
    </Box>
  );
}
