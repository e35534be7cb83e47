import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free port on loopback, for a server a spec starts of its own. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
