import { describe, expect, it } from 'vitest';
import { loopbackUrl } from './loopbackUrl';

describe('loopbackUrl', () => {
  it('reaches a server on loopback or on every interface through loopback', () => {
    expect(loopbackUrl([{ address: '127.0.0.1', family: 'IPv4', port: 3001 }])).toBe('http://127.0.0.1:3001');
    expect(loopbackUrl([{ address: '0.0.0.0', family: 'IPv4', port: 80 }])).toBe('http://127.0.0.1:80');
    expect(
      loopbackUrl([
        { address: '::1', family: 'IPv6', port: 3001 },
        { address: '127.0.0.1', family: 'IPv4', port: 3001 },
      ]),
    ).toBe('http://127.0.0.1:3001');
    expect(loopbackUrl([{ address: '::', family: 'IPv6', port: 4173 }])).toBe('http://[::1]:4173');
  });

  it('uses the bound address when the server listens on one interface only', () => {
    expect(loopbackUrl([{ address: '192.168.1.5', family: 'IPv4', port: 3001 }])).toBe(
      'http://192.168.1.5:3001',
    );
    expect(loopbackUrl([{ address: 'fd00::5', family: 'IPv6', port: 3001 }])).toBe('http://[fd00::5]:3001');
    expect(loopbackUrl([])).toBeNull();
  });
});
