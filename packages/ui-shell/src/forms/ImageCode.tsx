import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PictureImg } from '../content/PictureImg';
import { portalRadii } from '../theme/portalEffects';

/** Props of {@link ImageCode}. */
export interface ImageCodeProps {
  /** The challenge picture (a data URL or URL); absent while it loads. */
  src?: string | null;
  /** Asks for a new challenge. */
  onRefresh: () => void;
  /** The request for a challenge failed (no network, a server error): says so and that a click tries again. */
  failed?: boolean;
  /** Width of the picture in px. @default 120 */
  width?: number;
  /** Height of the picture in px. @default 40 */
  height?: number;
}

/**
 * The image-code challenge picture (alt 图形验证码); clicking it asks for a new one. Without a picture it is a
 * skeleton while the challenge loads, or 加载失败 点击重试 when it could not be fetched.
 */
export function ImageCode({ src, onRefresh, failed = false, width = 120, height = 40 }: ImageCodeProps) {
  const showFailure = failed && !src;
  return (
    <ButtonBase
      onClick={onRefresh}
      aria-label={src ? undefined : showFailure ? '图形验证码加载失败，点击重试' : '图形验证码'}
      sx={{
        width: `${width}px`,
        height: `${height}px`,
        flexShrink: 0,
        borderRadius: portalRadii.small,
        overflow: 'hidden',
      }}
    >
      {src ? (
        <PictureImg
          src={src}
          alt="图形验证码"
          width={width}
          height={height}
          sx={{ display: 'block', objectFit: 'cover' }}
          fallbackSx={{ width: `${width}px`, height: `${height}px` }}
        />
      ) : showFailure ? (
        <Typography
          component="span"
          aria-hidden
          sx={{
            width: `${width}px`,
            height: `${height}px`,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            fontSize: '12px',
            lineHeight: 1.3,
            color: 'error.main',
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'divider',
            borderRadius: portalRadii.small,
          }}
        >
          <span>加载失败</span>
          <span>点击重试</span>
        </Typography>
      ) : (
        <Skeleton variant="rectangular" width={width} height={height} />
      )}
    </ButtonBase>
  );
}
