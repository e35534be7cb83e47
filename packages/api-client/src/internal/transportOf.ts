import type { ApiConnection } from '../createApiConnection';
import type { Transport } from './createTransport';

/** The transport an {@link ApiConnection} is (it is one under an opaque type). */
export function transportOf(connection: ApiConnection): Transport {
  return connection as unknown as Transport;
}
