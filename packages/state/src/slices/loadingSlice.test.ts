import { describe, expect, it } from 'vitest';
import { loadingSlice, resetLoading, selectIsLoading, startLoading, stopLoading } from './loadingSlice';

const run = (...actions: Parameters<typeof loadingSlice.reducer>[1][]) =>
  actions.reduce(loadingSlice.reducer, loadingSlice.reducer(undefined, { type: 'init' }));

describe('loading slice', () => {
  it('is idle at first', () => {
    expect(selectIsLoading({ loading: run() })).toBe(false);
  });

  it('stays loading until every started operation has stopped', () => {
    expect(selectIsLoading({ loading: run(startLoading(), startLoading(), stopLoading()) })).toBe(true);
    expect(
      selectIsLoading({ loading: run(startLoading(), startLoading(), stopLoading(), stopLoading()) }),
    ).toBe(false);
  });

  it('never counts below zero', () => {
    expect(run(stopLoading(), stopLoading()).count).toBe(0);
    expect(selectIsLoading({ loading: run(stopLoading(), startLoading()) })).toBe(true);
  });

  it('resetLoading closes the indicator whatever is counted', () => {
    expect(
      selectIsLoading({ loading: run(startLoading(), startLoading(), startLoading(), resetLoading()) }),
    ).toBe(false);
  });
});
