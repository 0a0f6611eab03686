import type { FastifyReply } from 'fastify';

// PostgreSQL restarting or out of reach: the request could not be served now but may be in a
// moment, so the api answers 503 with a message that says so (and Retry-After) instead of a 500.
// The connection pool opens new connections on later requests, so the api recovers by itself.

/** SQLSTATE classes and codes, and socket errors, that mean "the server is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (its database cannot be reached). Please try again in a moment.';

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string')
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
  // node-postgres' own words when a connection dies or cannot be had in time.
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/** Answers the 503 when `error` means the database is away; null for any other error. */
export function replyIfDatabaseUnavailable(
  error: unknown,
  reply: FastifyReply,
): FastifyReply | null {
  if (!isDatabaseUnavailable(error)) return null;
  return reply.status(503).header('retry-after', '5').send({
    code: 'SERVICE_UNAVAILABLE',
    message: DATABASE_UNAVAILABLE_MESSAGE,
    errors: {},
  });
}

/** Asks the database for nothing, to show it answers (the health check); throws when it does not. */
export async function pingDatabase(db: {
  query: (sql: string) => Promise<unknown>;
}): Promise<void> {
  await db.query('SELECT 1');
}
