import { describe, expect, it } from 'vitest';
import { createPortalTheme } from './createPortalTheme';

describe('createPortalTheme', () => {
  it('sizes type in px, not rem, so the viewport-based root font size does not scale it', () => {
    const theme = createPortalTheme('light');
    expect(theme.typography.body1.fontSize).toBe('16px');
    expect(theme.typography.pxToRem(20)).toBe('20px');
    expect(JSON.stringify(theme.typography)).not.toContain('rem');
  });

  it('uses a system Chinese font stack and the zhCN locale', () => {
    const theme = createPortalTheme('light');
    expect(theme.typography.fontFamily).toContain('"PingFang SC"');
    expect(theme.typography.fontFamily).toContain('"Microsoft YaHei"');
    const label = theme.components?.MuiPagination?.defaultProps?.getItemAriaLabel?.('page', 2, false);
    expect(label).toBe('转到第 2 页');
  });

  it('matches MUI’s zhCN locale, numbers formatted in Chinese', async () => {
    const { zhCN } = await import('@mui/material/locale');
    const ours = createPortalTheme('light').components ?? {};
    const rows = { from: 1, to: 10, count: 12345, page: 0 };
    expect(ours.MuiTablePagination?.defaultProps?.labelDisplayedRows?.(rows)).toBe(
      zhCN.components?.MuiTablePagination?.defaultProps?.labelDisplayedRows?.(rows),
    );
    expect(ours.MuiTablePagination?.defaultProps?.labelDisplayedRows?.(rows)).toContain('12,345');
    for (const type of ['first', 'last', 'next', 'previous', 'page'] as const) {
      expect(ours.MuiPagination?.defaultProps?.getItemAriaLabel?.(type, 3, true)).toBe(
        zhCN.components?.MuiPagination?.defaultProps?.getItemAriaLabel?.(type, 3, true),
      );
    }
    expect(ours.MuiAlert?.defaultProps).toEqual(zhCN.components?.MuiAlert?.defaultProps);
    expect(ours.MuiAutocomplete?.defaultProps).toEqual(zhCN.components?.MuiAutocomplete?.defaultProps);
    expect(ours.MuiBreadcrumbs?.defaultProps).toEqual(zhCN.components?.MuiBreadcrumbs?.defaultProps);
  });

  it('has light and dark modes with a dark hero palette in both', () => {
    const light = createPortalTheme('light');
    const dark = createPortalTheme('dark');
    expect([light.palette.mode, dark.palette.mode]).toEqual(['light', 'dark']);
    expect(dark.palette.background.default).not.toBe(light.palette.background.default);
    expect(light.palette.hero.background).toBe(dark.palette.hero.background);
  });

  it('turns transitions off when asked for reduced motion', () => {
    expect(createPortalTheme('light', { reducedMotion: true }).transitions.create('opacity')).toBe('none');
    expect(createPortalTheme('light').transitions.create('opacity')).not.toBe('none');
  });
});
