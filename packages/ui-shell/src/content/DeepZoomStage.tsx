import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type OpenSeadragon from 'openseadragon';

/** What the viewer's buttons and keys ask of a deep-zoom picture. */
export interface DeepZoomControls {
  zoomBy: (factor: number) => void;
  home: () => void;
}

/** Props of {@link DeepZoomStage}. */
export interface DeepZoomStageProps {
  /** The picture's IIIF Image API 3 service (its `info.json` is under it). */
  service: string;
  alt: string;
  /** Called with the stage's controls once its viewer is ready, and with null when it goes. */
  onReady: (controls: DeepZoomControls | null) => void;
  /** A horizontal swipe over the whole picture (not zoomed in): 1 for the next picture, -1 for the previous. */
  onSwipe?: (step: 1 | -1) => void;
  /** The scale the picture is shown at, in percent of its own pixels (100: one picture pixel per CSS pixel). */
  onZoom?: (percent: number) => void;
}

const swipeDistance = 50;

/**
 * A IIIF tile pyramid in OpenSeadragon, whose code loads with the first picture that has one: it zooms to the
 * picture's own pixels and twice beyond, loading only the tiles on screen; pinch, double tap and drag on phones.
 */
export function DeepZoomStage({ service, alt, onReady, onSwipe, onZoom }: DeepZoomStageProps) {
  const swiped = useRef(onSwipe);
  const zoomed = useRef(onZoom);
  useEffect(() => {
    swiped.current = onSwipe;
    zoomed.current = onZoom;
  });
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let viewer: OpenSeadragon.Viewer | null = null;
    let gone = false;
    void import('openseadragon').then(({ default: OSD }) => {
      if (gone || !element.current) return;
      viewer = OSD({
        element: element.current,
        tileSources: `${service}/info.json`,
        crossOriginPolicy: 'Anonymous',
        showNavigationControl: false,
        maxZoomPixelRatio: 2,
        visibilityRatio: 0.5,
        gestureSettingsTouch: { pinchToZoom: true, dblClickToZoom: true, flickEnabled: true },
        // The viewer's own keys (+ − 0 ← → Esc) work wherever the focus is; arrows page rather than pan.
        keyboardNavEnabled: false,
      });
      const ready = viewer;
      const atHome = () => ready.viewport.getZoom() <= ready.viewport.getHomeZoom() * 1.01;
      const report = (zoom: number) =>
        zoomed.current?.(Math.round(ready.viewport.viewportToImageZoom(zoom) * 100));
      ready.addHandler('open', () => report(ready.viewport.getZoom()));
      ready.addHandler('zoom', (event) => report(event.zoom));
      let pressed: OpenSeadragon.Point | null = null;
      ready.addHandler('canvas-press', (event) => {
        pressed = atHome() ? event.position : null;
      });
      // Over the whole picture a drag pages, as on a picture without tiles; zoomed in, it pans.
      ready.addHandler('canvas-drag', (event) => {
        if (pressed) event.preventDefaultAction = true;
      });
      ready.addHandler('canvas-release', (event) => {
        const start = pressed;
        pressed = null;
        if (!start || !atHome()) return;
        const dx = event.position.x - start.x;
        if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(event.position.y - start.y))
          swiped.current?.(dx < 0 ? 1 : -1);
      });
      onReady({
        zoomBy: (factor) => {
          ready.viewport.zoomBy(factor);
          ready.viewport.applyConstraints();
        },
        home: () => ready.viewport.goHome(),
      });
    });
    return () => {
      gone = true;
      onReady(null);
      viewer?.destroy();
    };
  }, [service, onReady]);
  return (
    <Box
      ref={element}
      role="img"
      aria-label={alt}
      data-testid="deep-zoom-stage"
      sx={{ position: 'absolute', inset: 0 }}
    />
  );
}
