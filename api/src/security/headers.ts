import type { FastifyInstance } from 'fastify';

// Headers on every api answer: no MIME sniffing, no referrer, never framed, nothing the answer
// itself could run (JSON, images), and HSTS when the request came over TLS. The development docs
// page (/api/v1/docs) brings its own CSP.

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export function secureHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!request.url.startsWith('/api/v1/docs'))
      reply.header('content-security-policy', API_CSP);
    if (request.protocol === 'https')
      reply.header(
        'strict-transport-security',
        'max-age=31536000; includeSubDomains',
      );
  });
}
