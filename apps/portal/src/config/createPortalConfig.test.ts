import { describe, expect, it } from 'vitest';
import { buildTimeDefaults } from './buildTimeDefaults';
import { createPortalConfig } from './createPortalConfig';
import { loadPortalConfig } from './loadPortalConfig';
import { PortalConfigError } from './PortalConfigError';

const defaults = buildTimeDefaults({});

describe('portal configuration', () => {
  it('keeps the build-time defaults for fields config.json leaves out', () => {
    const config = createPortalConfig(defaults, { siteName: '艺术之城' });
    expect(config.siteName).toBe('艺术之城');
    expect(config.apiBaseUrl).toBe('/api');
  });

  it('reads build-time defaults from the environment', () => {
    expect(buildTimeDefaults({ VITE_API_BASE_URL: 'https://api.example.org' }).apiBaseUrl).toBe('https://api.example.org');
  });

  it('rejects a config.json of the wrong shape with a Chinese message', () => {
    expect(() => createPortalConfig(defaults, { footerLinks: [{ label: '' }] })).toThrow(/config\.json 配置无效/);
    expect(() => createPortalConfig(defaults, { footerLinks: [{ label: '' }] })).toThrow(PortalConfigError);
  });

  it('falls back to the defaults when config.json cannot be fetched', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('offline'));
    await expect(loadPortalConfig(defaults, failing)).resolves.toEqual(defaults);
  });

  it('applies a fetched config.json', async () => {
    const serving: typeof fetch = () => Promise.resolve(Response.json({ apiBaseUrl: '/gateway' }));
    expect((await loadPortalConfig(defaults, serving)).apiBaseUrl).toBe('/gateway');
  });
});
