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
}

/**
 * A IIIF tile pyramid in OpenSeadragon, whose code loads with the first picture that has one: it zooms to the
 * picture's own pixels and twice beyond, loading only the tiles on screen; pinch, double tap and drag on phones.
 */
export function DeepZoomStage({ service, alt, onReady }: DeepZoomStageProps) {
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
      });
      const ready = viewer;
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
