import type { FastifyInstance } from 'fastify';
import { Liveness } from 'shared/contracts/health';

/**
 * GET /livez, the load balancer's health check: this process is up and answering. It does not ask
 * the database, so while PostgreSQL is away the balancer keeps sending requests to the replicas
 * and the browser reads the api's own 503 and its message, not the balancer's error page.
 */
export function registerLiveness(app: FastifyInstance): void {
  app.get(
    '/livez',
    { logLevel: 'warn', schema: { response: { 200: Liveness } } },
    async () => ({ status: 'ok' as const }),
  );
}
