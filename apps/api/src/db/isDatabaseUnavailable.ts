const systemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// SQLSTATE: connection exceptions (08…), shutting down or starting up (57P01–57P03), too many connections.
const sqlStates = /^(08\d\d\d|57P0[123]|53300)$/;
const messages = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** Whether `error` (or one of its causes: Drizzle wraps the driver's) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (systemCodes.has(code) || sqlStates.test(code))) return true;
    if (messages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
