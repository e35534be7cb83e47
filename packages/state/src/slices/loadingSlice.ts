import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { portalApi } from '../api/portalApi';

type MutationAction = UnknownAction & { meta: { requestId: string } };

/** Matches one stage of any RTK Query mutation of {@link portalApi} (login, register, a submission, an account change). */
function mutation(stage: 'pending' | 'fulfilled' | 'rejected') {
  const type = `${portalApi.reducerPath}/executeMutation/${stage}`;
  return (action: UnknownAction): action is MutationAction => action.type === type;
}

/**
 * The loading handle: the blocking actions (every mutation) running now. The layout shows one indicator while any
 * runs; the api-client's `closeLoading` (code 10001) closes it at once. Not persisted.
 */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState: { running: [] as string[] },
  reducers: {
    /** Closes the indicator whatever still runs; what settles afterwards changes nothing. */
    closeLoading(state) {
      state.running = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(mutation('pending'), (state, action) => {
        state.running.push(action.meta.requestId);
      })
      .addMatcher(isAnyOf(mutation('fulfilled'), mutation('rejected')), (state, action) => {
        state.running = state.running.filter((id) => id !== action.meta.requestId);
      });
  },
  selectors: {
    selectIsLoading: (state) => state.running.length > 0,
  },
});

export const { closeLoading } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;
