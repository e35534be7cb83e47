import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { portalRadii } from '../theme/portalEffects';
import { onInkColours, scrimColours } from '../theme/portalPalette';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** The video file's URL. */
  src: string;
  /** Accessible name of the video, e.g. the course title. */
  title: string;
  /** Picture shown before playing. */
  poster?: string;
  /** CSS aspect ratio of the player. @default '16 / 9' */
  aspectRatio?: string;
  /** The video played to its end. */
  onEnded?: () => void;
}

type Playback =
  | { status: 'ready' }
  | { status: 'loading' }
  | { status: 'failed'; code: number | null; resumeAt: number; resumePlaying: boolean };

/** Where the viewer was: kept across a failure so that 重试 continues from there. */
interface Position {
  time: number;
  playing: boolean;
}

/** What went wrong, by `MediaError.code`; a 404 is `MEDIA_ERR_SRC_NOT_SUPPORTED` too. */
const failureDetails: Record<number, string> = {
  2: '网络连接中断，请检查网络后重试',
  3: '视频数据损坏，暂时无法播放',
  4: '视频暂时无法访问，或当前浏览器不支持该格式',
};

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = two(Math.floor((whole % 3600) / 60));
  return hours > 0 ? `${hours}:${minutes}:${two(whole % 60)}` : `${minutes}:${two(whole % 60)}`;
}

const detailSx = { m: 0, fontSize: '14px', lineHeight: 1.5, color: onInkColours.body } as const;

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

function LoadingIndicator() {
  const labelId = useId();
  return (
    <Box
      sx={{
        position: 'absolute',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '6px',
        px: '14px',
        py: '10px',
        borderRadius: portalRadii.medium,
        bgcolor: scrimColours.main,
        color: 'common.white',
        // The native controls stay usable under it; a quick load never shows it.
        pointerEvents: 'none',
        animation: `${appear} 200ms ease-out 400ms both`,
      }}
    >
      <CircularProgress
        color="inherit"
        size={32}
        disableShrink
        aria-labelledby={labelId}
        sx={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
      />
      <Box component="span" id={labelId} sx={{ fontSize: '13px', lineHeight: 1.4 }}>
        视频加载中
      </Box>
    </Box>
  );
}

/**
 * A native video player in a fixed-ratio box; metadata only is preloaded, and it plays inline on phones. While
 * the video loads or buffers the box is `aria-busy` with a labelled progress indicator over the picture; when it
 * cannot be loaded (404, network, unsupported format, connection lost mid-play) the box says so with 重试, which
 * reloads the source and continues from where the viewer was.
 */
export function VideoPlayer({ src, title, poster, aspectRatio = '16 / 9', onEnded }: VideoPlayerProps) {
  const [playback, setPlayback] = useState<Playback>({ status: 'ready' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const position = useRef<Position>({ time: 0, playing: false });
  const resume = useRef<Position | null>(null);
  const focusAfter = useRef<'retry' | 'video' | null>(null);

  // Another video: nothing to continue from.
  useEffect(() => {
    resume.current = null;
  }, [src]);

  useEffect(() => {
    const target =
      focusAfter.current === 'retry'
        ? retryRef.current
        : focusAfter.current === 'video'
          ? videoRef.current
          : null;
    if (!target) return;
    focusAfter.current = null;
    target.focus();
  }, [playback.status]);

  const settle = () => setPlayback((shown) => (shown.status === 'loading' ? { status: 'ready' } : shown));
  const onLoadStart = () => {
    position.current = resume.current ?? { time: 0, playing: false };
    setPlayback({ status: 'loading' });
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    settle();
    const video = event.currentTarget;
    const pending = resume.current;
    resume.current = null;
    if (!pending) return;
    if (pending.time > 0) video.currentTime = Math.min(pending.time, video.duration || pending.time);
    if (pending.playing) video.play().catch(() => undefined);
  };
  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (document.activeElement === video || document.activeElement === retryRef.current)
      focusAfter.current = 'retry';
    resume.current = null;
    setPlayback({
      status: 'failed',
      code: video.error?.code ?? null,
      resumeAt: position.current.time,
      resumePlaying: position.current.playing,
    });
  };
  const follow = (event: SyntheticEvent<HTMLVideoElement>, playing?: boolean) => {
    const video = event.currentTarget;
    // Before the metadata, the position means nothing.
    if (video.readyState < HTMLMediaElement.HAVE_METADATA) return;
    position.current = { time: video.currentTime, playing: playing ?? position.current.playing };
  };
  const retry = () => {
    const video = videoRef.current;
    if (!video || playback.status !== 'failed') return;
    if (document.activeElement === retryRef.current) focusAfter.current = 'video';
    resume.current = { time: playback.resumeAt, playing: playback.resumePlaying };
    setPlayback({ status: 'loading' });
    video.load();
  };

  const failed = playback.status === 'failed' ? playback : null;
  return (
    <Box
      aria-busy={playback.status === 'loading'}
      sx={{ position: 'relative', width: '100%', aspectRatio, overflow: 'hidden', bgcolor: 'common.black' }}
    >
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        aria-label={title}
        title={title}
        // Under the message the native controls would only be clutter that does nothing.
        controls={failed === null}
        playsInline
        preload="metadata"
        controlsList="nodownload"
        inert={failed !== null}
        onLoadStart={onLoadStart}
        onLoadedMetadata={onLoadedMetadata}
        onSuspend={settle}
        onWaiting={() => setPlayback({ status: 'loading' })}
        onCanPlay={settle}
        onPlaying={settle}
        onTimeUpdate={(event) => follow(event)}
        onPlay={(event) => follow(event, true)}
        onPause={(event) => follow(event, false)}
        onEnded={(event) => {
          follow(event, false);
          onEnded?.();
        }}
        onError={onError}
        style={{ width: '100%', height: '100%', display: 'block' }}
      />
      {playback.status === 'loading' ? <LoadingIndicator /> : null}
      {failed ? (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '12px',
            p: '16px',
            overflow: 'auto',
            textAlign: 'center',
            color: 'common.white',
            bgcolor: scrimColours.dark,
          }}
        >
          <Box role="alert" sx={{ display: 'grid', justifyItems: 'center', gap: '4px' }}>
            <Box
              component="p"
              sx={{
                m: 0,
                display: 'flex',
                alignItems: 'center',
                gap: '6px',
                fontSize: '16px',
                fontWeight: 600,
              }}
            >
              <ErrorOutlineOutlined aria-hidden sx={{ fontSize: '20px' }} />
              视频加载失败
            </Box>
            <Box component="p" sx={detailSx}>
              {failureDetails[failed.code ?? 0] ?? '请检查网络后重试'}
            </Box>
            {failed.resumeAt >= 1 ? (
              <Box component="p" sx={detailSx}>
                重试后将从 {clock(failed.resumeAt)} 继续播放
              </Box>
            ) : null}
          </Box>
          <Button
            ref={retryRef}
            variant="contained"
            startIcon={<Refresh aria-hidden />}
            onClick={retry}
            sx={{
              minHeight: '40px',
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'common.white', outlineOffset: '2px' },
            }}
          >
            重试
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
