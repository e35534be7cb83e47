import { closeSync, constants, fstatSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../db/processAlive';

/** Where a server running on PGlite takes admin calls, and the secret they must carry. */
export type AdminEndpoint = { url: string; secret: string; pid: number };

/** The path of the admin review call, outside the contract's prefix. */
export const adminReviewPath = '/__admin/review';

/** The file in a data directory that names the admin endpoint of the server holding it. */
export function adminEndpointFile(dataDir: string): string {
  return join(dataDir, 'api-admin.json');
}

/**
 * Writes the endpoint file, readable and writable by this OS user only. A leftover file is removed first and
 * the new one created exclusively, so its mode is the one asked for and a planted symbolic link is not followed.
 */
export function writeAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): void {
  const file = adminEndpointFile(dataDir);
  rmSync(file, { force: true });
  writeFileSync(file, `${JSON.stringify(endpoint)}\n`, { mode: 0o600, flag: 'wx' });
}

/** Removes the endpoint file if it is still the one holding `secret`. */
export function removeAdminEndpoint(dataDir: string, secret: string): void {
  const file = adminEndpointFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  if (parseEndpoint(text)?.secret === secret) rmSync(file, { force: true });
}

function parseEndpoint(text: string): AdminEndpoint | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { url, secret, pid } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !/^http:\/\//.test(url) || typeof secret !== 'string' || secret.length < 32)
    return null;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
  return { url, secret, pid };
}

/** Thrown when the endpoint file exists but another OS user could have read or written it. */
export class UnsafeAdminEndpointError extends Error {}

/**
 * The endpoint of the server that holds `dataDir`, or null when there is none: no file, an unreadable one,
 * or one left by a process that is gone.
 * @throws UnsafeAdminEndpointError when the file belongs to another user or other users may read it.
 */
export function readAdminEndpoint(dataDir: string): AdminEndpoint | null {
  const file = adminEndpointFile(dataDir);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return null;
  }
  try {
    const stat = fstatSync(fd);
    const uid = process.getuid?.();
    if (!stat.isFile() || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o077) !== 0) {
      throw new UnsafeAdminEndpointError(
        `${file} is not a private file of this user (mode ${(stat.mode & 0o777).toString(8)}); remove it and restart the API`,
      );
    }
    const endpoint = parseEndpoint(readFileSync(fd, 'utf8'));
    return endpoint && processAlive(endpoint.pid) ? endpoint : null;
  } finally {
    closeSync(fd);
  }
}
