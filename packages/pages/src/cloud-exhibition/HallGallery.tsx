import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Typography from '@mui/material/Typography';
import { pictureUrl, type ExhibitionHallDetail } from '@art-portal/api-client';
import { CoverImage, ImageViewer, RichText } from '@art-portal/ui-shell/content';
import { useState, type MouseEvent } from 'react';
import { coverPicture } from '../internal/coverPicture';
import { openInPlace } from '../internal/openInPlace';
import { inkColours, onInkColours, portalGradients, portalShadows } from '@art-portal/ui-shell/theme';

/** A hall's works as an immersive dark gallery wall; each work opens in the image viewer. */
export function HallGallery({ hall }: { hall: ExhibitionHallDetail }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Box component="section" aria-labelledby="hall-title">
      <Box
        sx={{
          bgcolor: inkColours.dark,
          color: inkColours.contrastText,
          py: { xs: 4, md: 6 },
          backgroundImage: portalGradients.galleryGlow,
        }}
      >
        <Container maxWidth="lg">
          <Typography
            id="hall-title"
            variant="h4"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 22, md: 32 } }}
          >
            {hall.name}
          </Typography>
          <Typography sx={{ opacity: 0.8, mt: 1, maxWidth: 760, lineHeight: 1.8 }}>
            {hall.description}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            href={hall.collection}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
            title="本展厅的 IIIF 合集（各展品的 IIIF 清单），可在 Mirador、Universal Viewer 等 IIIF 查看器中打开"
            sx={{ mt: 2, color: inkColours.contrastText, borderColor: onInkColours.outline }}
          >
            IIIF 合集
          </Button>
        </Container>
        <Box
          component="ul"
          aria-label={`${hall.name}展品`}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 4,
            px: { xs: 2, md: 'max(24px, calc((100vw - 1152px) / 2))' },
            display: 'flex',
            gap: { xs: 2, md: 4 },
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 2,
          }}
        >
          {hall.works.map((work, index) => (
            <Box
              component="li"
              key={work.id}
              sx={{ flex: { xs: '0 0 78%', sm: '0 0 46%', md: '0 0 38%' }, scrollSnapAlign: 'center' }}
            >
              <Box
                component="a"
                href={pictureUrl(work.image, 'imgsupergraph')}
                onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                  openInPlace(event, () => setViewing(index))
                }
                aria-label={`查看大图：${work.title}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  p: 1.5,
                  border: 1,
                  borderColor: onInkColours.divider,
                  bgcolor: onInkColours.faint,
                  borderRadius: 1,
                  cursor: 'zoom-in',
                  boxShadow: portalShadows.exhibit,
                }}
              >
                <CoverImage
                  {...coverPicture(work.image)}
                  alt={work.title}
                  ratio="4 / 5"
                  eager={index < 2}
                  sizes="(max-width: 600px) 80vw, 40vw"
                />
              </Box>
              <Typography component="h3" sx={{ mt: 1.5, fontWeight: 700 }}>
                {work.title}
              </Typography>
              <Typography sx={{ fontSize: 14, opacity: 0.75 }}>{work.author}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <RichText html={hall.content} />
      </Container>
      <ImageViewer
        open={viewing !== null}
        images={hall.works.map((work) => ({
          src: pictureUrl(work.image, 'imgoriginal'),
          alt: `${work.title} — ${work.author}`,
          service: work.picture?.service ?? null,
        }))}
        index={viewing ?? 0}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}
