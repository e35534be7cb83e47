import { describe, expect, it } from 'vitest';
import { buildTimeDefaults } from './buildTimeDefaults';
import { createPortalConfig } from './createPortalConfig';
import { PortalConfigError } from './PortalConfigError';

const defaults = buildTimeDefaults({});

describe('portal configuration', () => {
  it('keeps the build-time defaults for fields config.json leaves out', () => {
    const config = createPortalConfig(defaults, { siteName: '艺术之城' });
    expect(config.siteName).toBe('艺术之城');
    expect(config.apiBaseUrl).toBe('/api');
  });

  it('reads build-time defaults from the environment', () => {
    expect(buildTimeDefaults({ VITE_API_BASE_URL: 'https://api.example.org' }).apiBaseUrl).toBe(
      'https://api.example.org',
    );
  });

  it('rejects a config.json of the wrong shape with a Chinese message', () => {
    expect(() => createPortalConfig(defaults, { footerLinks: [{ label: '' }] })).toThrow(
      /config\.json 配置无效/,
    );
    expect(() => createPortalConfig(defaults, { footerLinks: [{ label: '' }] })).toThrow(PortalConfigError);
  });
});
