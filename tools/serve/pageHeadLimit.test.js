// /page-head.json (the storefront head the browser app asks for while it navigates) is public and
// each path not asked for in the last seconds costs the shell's server one api request: it is
// limited per address. Black-box over HTTP, with a counting fake api behind the shell.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { tooManyText } = require('api/src/security/tooManyText.cjs');
const { startChild } = require('./testing');

let api, apiCalls, shell, dir;
// 300 a minute, scaled down (as the e2e harness may scale it up): 6 here.
const SCALE = 0.02;
const ALLOWED = 6;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-head-limit-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  apiCalls = 0;
  api = http.createServer((req, res) => {
    apiCalls += 1;
    res.statusCode = 404;
    res.setHeader('content-type', 'application/json');
    res.end('{"code":"NOT_FOUND","message":"Not found."}');
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  shell = await startChild({
    name: 'shell',
    dir,
    spaFallback: true,
    apiTarget: `http://127.0.0.1:${api.address().port}`,
    rateLimitScale: SCALE,
  });
}, 20000);

afterAll(async () => {
  shell?.child.kill('SIGTERM');
  await new Promise((r) => api.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GET /page-head.json for a made-up path of a store, from `localAddress`. */
function pageHead(n, localAddress = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: shell.port,
        localAddress,
        path: `/page-head.json?path=${encodeURIComponent(`/made-up-${n}`)}`,
        headers: { host: 'acme.localhost' },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('an address walking made-up paths is refused past its allowance, in the api error shape, and no longer reaches the api', async () => {
  for (let n = 0; n < ALLOWED; n += 1)
    expect((await pageHead(n)).status).toBe(404);
  expect(apiCalls).toBe(ALLOWED);
  const refused = await pageHead(ALLOWED);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const body = JSON.parse(refused.body);
  expect(body).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    errors: { non_field_errors: body.message },
  });
  // The api's words for the same wait.
  expect(body.message).toBe(
    tooManyText(Number(refused.headers['retry-after'])),
  );
  expect(apiCalls).toBe(ALLOWED);
  // Another address keeps its own allowance.
  expect((await pageHead(ALLOWED + 1, '127.0.0.2')).status).toBe(404);
  expect(apiCalls).toBe(ALLOWED + 1);
});
