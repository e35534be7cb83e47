import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Modal from '@mui/material/Modal';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import FitScreen from '@mui/icons-material/FitScreen';
import Fullscreen from '@mui/icons-material/Fullscreen';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { DeepZoomStage, type DeepZoomControls } from './DeepZoomStage';
import { PictureImg } from './PictureImg';
import { onInkColours, scrimColours } from '../theme/portalPalette';

/** One picture of the viewer. */
export interface ViewerImage {
  src: string;
  alt: string;
  /** Its IIIF Image API 3 service when its tiles are ready: the viewer then zooms to its own pixels and beyond. */
  service?: string | null;
}

/** Props of {@link ImageViewer}. */
export interface ImageViewerProps {
  /** Whether the viewer covers the page. */
  open: boolean;
  /** The pictures to page through, each with its alt text. */
  images: readonly ViewerImage[];
  /** Index of the picture shown. */
  index: number;
  /** The previous or next picture was asked for (arrows, keys, swipe). */
  onIndexChange: (index: number) => void;
  /** The close button, Escape or a click outside the picture. */
  onClose: () => void;
}

const minScale = 1;
const maxScale = 5;
const swipeDistance = 50;

interface View {
  scale: number;
  x: number;
  y: number;
}

const initialView: View = { scale: 1, x: 0, y: 0 };

/**
 * A full-screen picture viewer: zoom (buttons, +/-, wheel), pan by dragging a zoomed picture, previous/next
 * (buttons, arrow keys, horizontal swipe), 全图 (0) back to the whole picture, 全屏, Esc or 关闭 to leave. A picture
 * with IIIF tiles is shown by OpenSeadragon ({@link DeepZoomStage}); one without, by a CSS zoom up to 5 ×.
 */
export function ImageViewerModal({ open, images, index, onIndexChange, onClose }: ImageViewerProps) {
  const [view, setView] = useState<View>(initialView);
  const [shownIndex, setShownIndex] = useState(index);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [deep, setDeep] = useState<DeepZoomControls | null>(null);
  const onDeepReady = useCallback((controls: DeepZoomControls | null) => setDeep(() => controls), []);
  const [percent, setPercent] = useState<number | null>(null);
  if (shownIndex !== index) {
    setShownIndex(index);
    setView(initialView);
    setPercent(null);
  }
  const image = images[index];
  const count = images.length;

  const service = image?.service ?? null;
  const zoom = (factor: number) => {
    if (service) return deep?.zoomBy(factor);
    setView((current) => {
      const scale = Math.min(maxScale, Math.max(minScale, current.scale * factor));
      return scale === minScale ? initialView : { ...current, scale };
    });
  };
  const home = () => (service ? deep?.home() : setView(initialView));
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void dialog.current?.requestFullscreen().catch(() => {});
  };
  const go = (step: number) => {
    if (count > 1) onIndexChange((index + step + count) % count);
  };

  // Keys work wherever the focus is while the viewer is open (Escape is the modal's own).
  useEffect(() => {
    if (!open) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoom(1.5),
      '=': () => zoom(1.5),
      '-': () => zoom(1 / 1.5),
      '0': home,
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actions[event.key];
      if (action && !event.defaultPrevented) {
        event.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });
  const onPointerDown = (event: PointerEvent) => {
    if (service) return;
    drag.current = { x: event.clientX, y: event.clientY, startX: view.x, startY: view.y };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No active pointer (a synthetic event): dragging still works while the pointer stays on the stage.
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start || view.scale === minScale) return;
    setView((current) => ({
      ...current,
      x: start.startX + event.clientX - start.x,
      y: start.startY + event.clientY - start.y,
    }));
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (!start || view.scale !== minScale) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(event.clientY - start.y))
      go(dx < 0 ? 1 : -1);
  };
  const onWheel = (event: WheelEvent) => {
    if (!service) zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2);
  };

  const button = {
    color: 'common.white',
    bgcolor: scrimColours.light,
    '&:hover': { bgcolor: scrimColours.main },
  };
  return (
    <Modal open={open} onClose={onClose}>
      <Box
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={image?.alt}
        tabIndex={-1}
        sx={{
          position: 'fixed',
          inset: 0,
          bgcolor: scrimColours.backdrop,
          outline: 'none',
          overflow: 'hidden',
          touchAction: 'none',
        }}
      >
        <Box
          data-testid="image-viewer-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onWheel={onWheel}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            cursor: view.scale > 1 ? 'grab' : 'default',
          }}
        >
          {image && service ? (
            <DeepZoomStage
              key={service}
              service={service}
              alt={image.alt}
              onReady={onDeepReady}
              onSwipe={go}
              onZoom={setPercent}
            />
          ) : image ? (
            <PictureImg
              src={image.src}
              alt={image.alt}
              draggable={false}
              style={{
                maxWidth: '100%',
                maxHeight: '100%',
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                userSelect: 'none',
              }}
              fallbackSx={{
                width: 'min(80vw, 480px)',
                aspectRatio: '4 / 3',
                bgcolor: onInkColours.surface,
                color: onInkColours.disabled,
              }}
            />
          ) : null}
        </Box>
        <IconButton
          aria-label="关闭"
          onClick={onClose}
          sx={{ ...button, position: 'absolute', top: '16px', right: '16px' }}
        >
          <Close />
        </IconButton>
        <Box
          sx={{
            position: 'absolute',
            bottom: '24px',
            left: '50%',
            transform: 'translateX(-50%)',
            display: 'flex',
            gap: '8px',
            alignItems: 'center',
            color: 'common.white',
          }}
        >
          <IconButton
            aria-label="缩小"
            onClick={() => zoom(1 / 1.5)}
            disabled={!service && view.scale <= minScale}
            sx={button}
          >
            <ZoomOut />
          </IconButton>
          <Box
            component="span"
            aria-live="polite"
            sx={{ minWidth: '64px', textAlign: 'center', fontSize: '14px' }}
          >
            {count > 0 ? `${index + 1} / ${count}` : null}
          </Box>
          {service && percent !== null ? (
            <Box
              component="span"
              title="相对作品原始像素的显示比例"
              data-testid="zoom-level"
              sx={{ minWidth: '48px', textAlign: 'center', fontSize: '14px' }}
            >
              {percent}%
            </Box>
          ) : null}
          <IconButton
            aria-label="放大"
            onClick={() => zoom(1.5)}
            disabled={!service && view.scale >= maxScale}
            sx={button}
          >
            <ZoomIn />
          </IconButton>
          <IconButton aria-label="全图" onClick={home} sx={button}>
            <FitScreen />
          </IconButton>
          <IconButton aria-label="全屏" onClick={fullScreen} sx={button}>
            <Fullscreen />
          </IconButton>
        </Box>
        {count > 1 ? (
          <>
            <IconButton
              aria-label="上一张"
              onClick={() => go(-1)}
              sx={{ ...button, position: 'absolute', left: '16px', top: '50%' }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label="下一张"
              onClick={() => go(1)}
              sx={{ ...button, position: 'absolute', right: '16px', top: '50%' }}
            >
              <ChevronRight />
            </IconButton>
          </>
        ) : null}
      </Box>
    </Modal>
  );
}
