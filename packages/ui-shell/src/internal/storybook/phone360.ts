/** The story's `globals` for a 360×740 phone, the narrowest screen the portal is laid out for (see the preview's viewports). */
export const phone360 = { viewport: { value: 'phone', isRotated: false } };
