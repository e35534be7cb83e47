import Box from '@mui/material/Box';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  src: string;
  /** Accessible name of the video, e.g. the course title. */
  title: string;
  poster?: string;
  /** @default '16 / 9' */
  aspectRatio?: string;
  onEnded?: () => void;
}

/** A native video player in a fixed-ratio box; metadata only is preloaded, and it plays inline on phones. */
export function VideoPlayer({ src, title, poster, aspectRatio = '16 / 9', onEnded }: VideoPlayerProps) {
  return (
    <Box sx={{ width: '100%', aspectRatio, bgcolor: 'common.black' }}>
      <video
        src={src}
        poster={poster}
        aria-label={title}
        title={title}
        controls
        playsInline
        preload="metadata"
        controlsList="nodownload"
        onEnded={onEnded}
        style={{ width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
