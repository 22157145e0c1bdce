import { pgErrorCode } from './client';

/** Seconds a client should wait before trying again after a 503 for an unreachable database. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Socket errors that mean the database server cannot be reached (stopped, restarting, network down). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or refused connection with these messages and no code: the pool's connect timeout,
 * a connection the server closed, and a client used after its connection failed.
 */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * PostgreSQL codes of a server that is going away or not accepting connections yet: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down
 * or in recovery), 53300 too many connections.
 */
function isUnavailableCode(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/**
 * True when a (possibly wrapped: drizzle puts the driver's error in `cause`) error means the database is
 * unreachable for now rather than that the request or the code is wrong. Such a request is answered 503 with
 * Retry-After (plugins/error-handler.ts), and the health check says so; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code) return isUnavailableCode(code);
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code: socketCode, message } = e as { code?: unknown; message?: unknown };
    if (typeof socketCode === 'string' && SOCKET_CODES.has(socketCode)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
    // AggregateError (a host name resolving to several addresses, each refused).
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.length > 0 && inner.every((x) => isDatabaseUnavailable(x))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
