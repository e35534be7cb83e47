/** A grid of cards: two or more columns on phones (at least 150 px each), at least 220 px each from tablets up. */
export const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(150px, 1fr))',
    sm: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
} as const;
