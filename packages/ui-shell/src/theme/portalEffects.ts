import type { PortalEffects } from './themeAugmentation';

/**
 * Shadows, gradients and radii the portal's own components use beside MUI's elevations and `shape.borderRadius`.
 * Read them in `sx` as `boxShadow: (theme) => theme.portal.shadows.card`.
 */
export const portalEffects: PortalEffects = {
  shadows: {
    listItem: '0 1px 3px rgba(15,23,42,0.08)',
    panel: '0 1px 3px rgba(15,23,42,0.1)',
    card: '0 1px 3px rgba(15,23,42,0.12)',
    row: '0 2px 10px rgba(15,23,42,0.08)',
    cardHover: '0 12px 28px rgba(15,23,42,0.22)',
    entryHover: '0 12px 28px rgba(15,23,42,0.2)',
    search: '0 8px 24px rgba(11,16,32,0.25)',
    picture: '0 18px 40px rgba(11,16,32,0.25)',
    exhibit: '0 30px 60px rgba(0,0,0,0.55)',
  },
  gradients: {
    heroFade: 'linear-gradient(180deg, rgba(11,16,32,0.15) 0%, rgba(11,16,32,0.85) 100%)',
    headerFade: 'linear-gradient(180deg, rgba(11,16,32,0.4), rgba(11,16,32,0.95))',
    headerSide: 'linear-gradient(90deg, rgba(11,16,32,0.95), rgba(11,16,32,0.4))',
    bannerSide: 'linear-gradient(90deg, rgba(11,16,32,0.85) 0%, rgba(11,16,32,0.2) 65%)',
    tileFoot: 'linear-gradient(0deg, rgba(11,16,32,0.9), rgba(11,16,32,0) 70%)',
    loginGlow: 'radial-gradient(circle at 20% 20%, #2b3a8c 0, #0b1020 55%)',
    galleryGlow: 'radial-gradient(ellipse at top, rgba(83,109,254,0.25), transparent 60%)',
  },
  radii: {
    /** The image code's picture and field. */
    small: '4px',
    /** The video player's notices. */
    medium: '8px',
    /** Pills (search fields, badges, tabs): a multiple of `shape.borderRadius`, as sx reads a number. */
    pill: 999,
    circle: '50%',
  },
};
