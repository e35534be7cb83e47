import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { Banner } from '@art-portal/api-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as ReactRouterLink } from 'react-router';
import { WebpPicture } from '@art-portal/ui-shell/content';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { bannerPicture } from './bannerPicture';
import { inkColours, onInkColours, portalGradients, scrimColours } from '@art-portal/ui-shell/theme';
import { pathTo } from '../routing/pathTo';

const INTERVAL_MS = 6000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const sx = { display: 'block', height: '100%', color: 'inherit', textDecoration: 'none' } as const;
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <Box component="a" href={banner.link} target="_blank" rel="noopener noreferrer" sx={sx}>
        {children}
      </Box>
    );
  }
  return (
    <Box component={ReactRouterLink} to={banner.link || pathTo('home')} sx={sx}>
      {children}
    </Box>
  );
}

const bannerIn = keyframes`from { opacity: 0.2; } to { opacity: 1; }`;

const controlSx = {
  color: inkColours.contrastText,
  bgcolor: scrimColours.control,
  '&:hover': { bgcolor: scrimColours.controlHover },
} as const;

/** Moves a carousel `delta` slides on, round its `count` slides. */
const step =
  (delta: number, count: number) =>
  ({ index }: { index: number }) => ({ index: (index + delta + count) % count, moved: true });

/** The home page's banner carousel: pausable, keyboard and swipe friendly, one slide's picture at a time. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  // The first slide comes with the page; only a slide that replaces another fades in (an animation at load would make
  // the browser draw every frame while the page starts).
  const [{ index, moved }, setSlide] = useState({ index: 0, moved: false });
  // Until the visitor presses 暂停/播放, the carousel rests for whoever asked their system for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const paused = chosen ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = banners.length;
  const go = (delta: number) => setSlide(step(delta, count));

  useEffect(() => {
    if (paused || hovered || count < 2) return;
    const timer = window.setTimeout(() => setSlide(step(1, count)), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, hovered, count, index]);

  const current = banners[index];
  if (!current) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="焦点图"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        go(end < start ? 1 : -1);
      }}
      sx={{
        position: 'relative',
        bgcolor: inkColours.main,
        color: inkColours.contrastText,
        height: { xs: 240, sm: 360, md: 480 },
        overflow: 'hidden',
      }}
    >
      <Box
        key={current.id}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} / ${count}：${current.title}`}
        sx={{
          position: 'absolute',
          inset: 0,
          animation: moved && !reducedMotion ? `${bannerIn} .6s ease` : 'none',
        }}
      >
        <BannerLink banner={current}>
          <WebpPicture
            {...bannerPicture(current.imageUrl)}
            alt=""
            fetchPriority={index === 0 ? 'high' : 'auto'}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            fallbackSx={{ bgcolor: 'transparent', color: onInkColours.border }}
          />
          <Box sx={{ position: 'absolute', inset: 0, background: portalGradients.bannerSide }} />
          <Box
            sx={{
              position: 'absolute',
              left: { xs: 20, md: '8%' },
              right: 20,
              bottom: { xs: 56, md: 96 },
              maxWidth: 680,
            }}
          >
            <Typography component="p" sx={{ fontSize: 13, letterSpacing: '0.3em', opacity: 0.8, mb: 1 }}>
              数字艺术门户 · 精选
            </Typography>
            <Typography
              component="h2"
              sx={{ fontSize: { xs: 24, sm: 34, md: 46 }, fontWeight: 800, lineHeight: 1.25 }}
            >
              {current.title}
            </Typography>
          </Box>
        </BannerLink>
      </Box>
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            right: { xs: 12, md: 32 },
            bottom: { xs: 12, md: 28 },
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <IconButton aria-label="上一张" onClick={() => go(-1)} sx={controlSx} size="small">
            <ChevronLeft />
          </IconButton>
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
            {banners.map((banner, dot) => (
              <li key={banner.id}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`第 ${dot + 1} 张`}
                  aria-current={dot === index ? 'true' : undefined}
                  onClick={() => setSlide({ index: dot, moved: true })}
                  sx={{
                    width: dot === index ? 28 : 10,
                    height: 10,
                    p: 0,
                    border: 0,
                    borderRadius: 5,
                    cursor: 'pointer',
                    bgcolor: dot === index ? inkColours.contrastText : onInkColours.indicator,
                    transition: 'width .3s ease',
                  }}
                />
              </li>
            ))}
          </Box>
          <IconButton aria-label="下一张" onClick={() => go(1)} sx={controlSx} size="small">
            <ChevronRight />
          </IconButton>
          <IconButton
            aria-label={paused ? '播放轮播' : '暂停轮播'}
            onClick={() => setChosen(!paused)}
            sx={controlSx}
            size="small"
          >
            {paused ? <PlayArrow /> : <Pause />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
