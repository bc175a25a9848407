/**
 * Thrown by a store whose backing service (Redis) cannot be reached right now: the request fails
 * fast with 503 and Retry-After instead of waiting on reconnects (hardening item 16).
 */
export class ServiceUnavailableError extends Error {
  constructor(what: string, options: { cause?: unknown } = {}) {
    super(`${what} is unavailable`, options);
    this.name = 'ServiceUnavailableError';
  }
}

// lock_not_available (lock_timeout), query_canceled (statement_timeout), too_many_connections,
// cannot_connect_now (starting up or shutting down).
const BUSY_SQLSTATES = new Set(['55P03', '57014', '53300', '57P03']);
// What pg-pool says when no connection frees up within its wait (DB_POOL_WAIT_MS).
const POOL_WAIT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * Whether error (or what caused it: drizzle wraps the driver's error) means "busy or unreachable,
 * try again shortly" rather than a bug: a lock or statement time-out, a full pool, a lost backend.
 */
export function isServiceBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof ServiceUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (BUSY_SQLSTATES.has(code) || NETWORK_CODES.has(code))) return true;
    if (POOL_WAIT_MESSAGES.includes(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Seconds a client should wait before trying a busy call again. */
export const RETRY_AFTER_SECONDS = 2;
