import type { FastifyRequest } from 'fastify';
import type { ResolvedConfig } from '../config';
import { notFound } from '../errors';
import { safeEqual } from '../push/settings';

// The /dev/* routes (mail outbox, test notifications, push outage) exist only when the config turns
// them on (never in production), and then answer only to:
// - a caller on this machine talking to the api directly: a loopback socket, no proxy headers, and
//   none of the headers every browser sends (Origin, Sec-Fetch-Site), so no web page can use them;
// - or a caller that shows the install's dev key (`x-dev-key`, kept in the data folder's secrets
//   file), which is how the test harness and the bench reach them through the shell.
// Anyone else gets the same 404 as for a route that does not exist.

const LOOPBACK =
  /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isDevCaller(
  request: FastifyRequest,
  config: ResolvedConfig,
): boolean {
  if (!config.dev.routes) return false;
  const key = request.headers['x-dev-key'];
  if (
    typeof key === 'string' &&
    config.dev.key &&
    safeEqual(key, config.dev.key)
  )
    return true;
  const headers = request.headers;
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    headers.origin === undefined &&
    headers['sec-fetch-site'] === undefined &&
    headers['x-forwarded-for'] === undefined &&
    headers['x-forwarded-host'] === undefined
  );
}

/** onRequest hook of every /dev/* route. */
export const devOnly =
  (config: ResolvedConfig) => async (request: FastifyRequest) => {
    if (!isDevCaller(request, config))
      throw notFound(
        `No route for ${request.method} ${request.url.split('?')[0]}.`,
      );
  };
