/** The vertical extent of something on screen, in CSS pixels from the viewport's top. */
export interface VerticalBand {
  top: number;
  bottom: number;
}

/** What {@link toastStackTop} needs to know about the screen. */
export interface ToastStackLayout {
  stackHeight: number;
  viewportHeight: number;
  /** The papers of the dialogs open now. */
  dialogs: readonly VerticalBand[];
  /** Where the stack goes when nothing is in its way: below the app bar. */
  preferredTop: number;
  /** Room kept between the stack and a dialog or the viewport's edges. */
  gap: number;
}

const overlaps = (a: VerticalBand, b: VerticalBand, gap: number) =>
  a.top < b.bottom + gap && b.top < a.bottom + gap;

/**
 * The top of the toast stack: the preferred place if no open dialog is there, else the free place just above
 * or below a dialog that is closest to it. A dialog nearly as tall as the viewport leaves no such place: the
 * stack then sits at the viewport's top edge, over the dialog's title bar, and never over its lower content,
 * where its actions (提交, 确定) are.
 */
export function toastStackTop({
  stackHeight,
  viewportHeight,
  dialogs,
  preferredTop,
  gap,
}: ToastStackLayout): number {
  const candidates = [
    preferredTop,
    ...dialogs.flatMap((dialog) => [dialog.top - gap - stackHeight, dialog.bottom + gap]),
  ];
  const free = candidates
    .filter((top) => top >= gap && top + stackHeight <= viewportHeight - gap)
    .filter((top) => dialogs.every((dialog) => !overlaps({ top, bottom: top + stackHeight }, dialog, gap)))
    .sort((a, b) => Math.abs(a - preferredTop) - Math.abs(b - preferredTop));
  return free[0] ?? gap;
}
