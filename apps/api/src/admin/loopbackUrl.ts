import type { AddressInfo } from 'node:net';

/**
 * The URL a process on this machine uses to reach a server listening on `addresses`: a loopback address
 * when the server listens on one or on every interface, else the address it is bound to.
 */
export function loopbackUrl(addresses: readonly AddressInfo[]): string | null {
  const v4 = addresses.find(
    (a) => a.family === 'IPv4' && (a.address.startsWith('127.') || a.address === '0.0.0.0'),
  );
  if (v4) return `http://${v4.address === '0.0.0.0' ? '127.0.0.1' : v4.address}:${v4.port}`;
  const v6 = addresses.find((a) => a.family === 'IPv6' && (a.address === '::1' || a.address === '::'));
  if (v6) return `http://[::1]:${v6.port}`;
  const first = addresses[0];
  if (!first) return null;
  return first.family === 'IPv6'
    ? `http://[${first.address}]:${first.port}`
    : `http://${first.address}:${first.port}`;
}
