import { describe, expect, it } from 'vitest';
import { deviceSlice, selectIsMobile, setMobile } from './deviceSlice';

describe('device slice', () => {
  it('is desktop until told otherwise', () => {
    const state = deviceSlice.reducer(undefined, { type: 'init' });
    expect(selectIsMobile({ device: state })).toBe(false);
  });

  it('records the mobile flag both ways', () => {
    const mobile = deviceSlice.reducer(undefined, setMobile(true));
    expect(selectIsMobile({ device: mobile })).toBe(true);
    expect(selectIsMobile({ device: deviceSlice.reducer(mobile, setMobile(false)) })).toBe(false);
  });
});
