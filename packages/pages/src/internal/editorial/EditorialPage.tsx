import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { EditorialPage as EditorialContent } from '@art-portal/api-client';
import type { ReactNode } from 'react';
import { GeneratedArt } from '@art-portal/ui-shell/content';
import { PageHero } from '@art-portal/ui-shell/layout';
import { inkColours, onInkColours, portalShadows } from '@art-portal/ui-shell/theme';

type EditorialPageProps = {
  content: EditorialContent;
  /** Navigation between sibling pages, shown under the hero. */
  siblings?: ReactNode;
  /** Extra sections, e.g. live data from the API. */
  children?: ReactNode;
};

/** An editorial page (页面) as the back office published it: hero, key figures, illustrated chapters and cases. */
export function EditorialPage({ content, siblings, children }: EditorialPageProps) {
  return (
    <Box component="article">
      <PageHero
        title={content.title}
        eyebrow={content.eyebrow}
        subtitle={content.lead}
        palette={content.palette}
      />
      {siblings}
      <Box
        component="section"
        aria-label="关键数据"
        sx={{
          bgcolor: inkColours.main,
          color: inkColours.contrastText,
          borderTop: 1,
          borderTopColor: onInkColours.line,
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: 2,
            py: { xs: 3, md: 5 },
          }}
        >
          {content.figures.map((figure, index) => (
            <Box key={index} sx={{ textAlign: 'center' }}>
              <Typography sx={{ fontSize: { xs: 30, md: 42 }, fontWeight: 800, color: inkColours.accent }}>
                {figure.value}
              </Typography>
              <Typography sx={{ opacity: 0.8 }}>{figure.label}</Typography>
            </Box>
          ))}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 }, display: 'grid', gap: { xs: 5, md: 9 } }}>
        {content.chapters.map((chapter, index) => (
          <Box
            key={index}
            component="section"
            aria-label={chapter.title}
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 6 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <Box component="figure" sx={{ m: 0, order: { md: index % 2 } }}>
              <Box
                sx={{
                  borderRadius: 3,
                  overflow: 'hidden',
                  aspectRatio: '16 / 10',
                  boxShadow: portalShadows.picture,
                }}
              >
                <GeneratedArt seed={chapter.caption} palette={chapter.palette} label={chapter.caption} />
              </Box>
              <Typography component="figcaption" sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
                {chapter.caption}
              </Typography>
            </Box>
            <Box>
              <Typography
                variant="h4"
                component="h2"
                sx={{ fontWeight: 700, fontSize: { xs: 22, md: 30 }, mb: 2 }}
              >
                {chapter.title}
              </Typography>
              {chapter.paragraphs.map((paragraph, at) => (
                <Typography
                  key={at}
                  sx={{ lineHeight: 1.9, mb: 1.5, color: 'text.secondary', fontSize: { md: 17 } }}
                >
                  {paragraph}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Box
        component="section"
        aria-labelledby="editorial-cases"
        sx={{ bgcolor: inkColours.main, color: inkColours.contrastText, py: { xs: 5, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Typography
            id="editorial-cases"
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: 22, md: 30 }, mb: 3 }}
          >
            {content.casesTitle}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(260px, 1fr))' },
            }}
          >
            {content.cases.map((item, index) => (
              <Box key={index} sx={{ borderRadius: 3, overflow: 'hidden', bgcolor: onInkColours.surface }}>
                <Box sx={{ aspectRatio: '16 / 9' }}>
                  <GeneratedArt seed={item.title} palette={item.palette} />
                </Box>
                <Box sx={{ p: 2.5 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
                    {item.title}
                  </Typography>
                  <Typography sx={{ fontSize: 13, color: inkColours.accent, my: 0.5 }}>
                    {item.place}
                  </Typography>
                  <Typography sx={{ opacity: 0.85, lineHeight: 1.8 }}>{item.text}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>
      {children}
    </Box>
  );
}
