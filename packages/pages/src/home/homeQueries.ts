/** The home page's list calls: what it renders and what is prefetched for it. */
export const homeQueries = {
  artworks: { pageNum: 1, pageSize: 8 },
  activities: { pageNum: 1, pageSize: 3 },
  news: { pageNum: 1, pageSize: 4 },
  courses: { pageNum: 1, pageSize: 4 },
} as const;
