import { describe, expect, it } from 'vitest';
import { toastStackTop } from './toastStackTop';

const layout = { stackHeight: 48, viewportHeight: 800, preferredTop: 72, gap: 8 };

describe('toastStackTop', () => {
  it('stays below the app bar without a dialog, or with one out of the way', () => {
    expect(toastStackTop({ ...layout, dialogs: [] })).toBe(72);
    expect(toastStackTop({ ...layout, dialogs: [{ top: 198, bottom: 602 }] })).toBe(72);
  });

  it('moves just above a dialog whose paper it would cover, or below it when there is no room above', () => {
    expect(toastStackTop({ ...layout, dialogs: [{ top: 90, bottom: 710 }] })).toBe(34);
    expect(toastStackTop({ ...layout, dialogs: [{ top: 40, bottom: 700 }] })).toBe(708);
  });

  it("goes to the top edge, over the dialog's title, when a dialog leaves no room above or below it", () => {
    expect(toastStackTop({ ...layout, dialogs: [{ top: 32, bottom: 768 }] })).toBe(8);
    expect(toastStackTop({ ...layout, stackHeight: 150, dialogs: [{ top: 90, bottom: 710 }] })).toBe(8);
  });
});
