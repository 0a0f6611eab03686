import { expect, test } from '@playwright/test';
import { PORTS } from '../support/env';

test('the shell serves the app and proxies the api health check', async ({
  request,
}) => {
  // Node-side call: 127.0.0.1 with the store's Host header (Node does not resolve *.localhost).
  const headers = { host: `acme.localhost:${PORTS.SHELL_PORT}` };
  const health = await request.get(
    `http://127.0.0.1:${PORTS.SHELL_PORT}/api/v1/health`,
    { headers },
  );
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  const html = await request.get(`http://127.0.0.1:${PORTS.SHELL_PORT}/`, {
    headers,
  });
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('<div id="root"');
});
