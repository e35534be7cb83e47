/** The news 艺术之友 shows: the latest four. */
export const WORKSTATION_NEWS = { pageNum: 1, pageSize: 4 } as const;
