import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One step of the breadcrumb trail, taken from the route's metadata. */
export type BreadcrumbItem = {
  /** Label shown in the breadcrumb bar. */
  name: string;
  /** Route path the step links to. */
  path: string;
};

/** The breadcrumb trail of the current route; persisted. */
export const breadcrumbSlice = createSlice({
  name: 'breadcrumb',
  initialState: { items: [] as BreadcrumbItem[] },
  reducers: {
    /** Replaces the trail; dispatched on every navigation. */
    setBreadcrumb(state, action: PayloadAction<BreadcrumbItem[]>) {
      state.items = action.payload;
    },
  },
  selectors: {
    selectBreadcrumb: (state) => state.items,
  },
});

export const { setBreadcrumb } = breadcrumbSlice.actions;
export const { selectBreadcrumb } = breadcrumbSlice.selectors;
