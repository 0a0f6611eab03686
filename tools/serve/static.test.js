// Black-box test of tools/serve/static.mjs (fixture: ./testing.js): every assertion is made over HTTP.
const zlib = require('node:zlib');
const { WebSocket } = require('ws');
const {
  BIG,
  CHUNK,
  HTML,
  MAIN,
  VERSION_ENTRY,
  request,
  startFixture,
} = require('./testing');

let fixture, shell, remote;

beforeAll(async () => {
  fixture = await startFixture();
  ({ shell, remote } = fixture);
}, 20000);

afterAll(() => fixture?.close());

test('hashed files are immutable; manifest and remoteEntry are no-cache; pages are no-store', async () => {
  for (const f of [MAIN, CHUNK]) {
    const res = await request(remote.port, `/${f}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  }
  for (const f of ['/mf-manifest.json', '/remoteEntry.js']) {
    const res = await request(remote.port, f);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  // A page carries its response's nonce: a cached copy (or a 304 over one) would not match the policy.
  for (const f of ['/', '/index.html']) {
    const res = await request(remote.port, f);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  }
});

test('a missing asset is a 404, never index.html', async () => {
  for (const s of [shell, remote]) {
    const res = await request(s.port, '/main.ffffffffff.js', HTML);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<!doctype html>');
  }
});

test('a remote serves its published versions at /<version>/…, beside its dist at /', async () => {
  const entry = await request(remote.port, '/1.2.0/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.body.toString()).toBe(VERSION_ENTRY);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect(entry.headers['access-control-allow-origin']).toBe('*');
  const chunk = await request(remote.port, `/1.2.0/${CHUNK}`);
  expect(chunk.body.toString()).toBe('export default 2;\n');
  expect(chunk.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  // the dist's own files and folders, pages never as files, unknown versions and the shell: no
  for (const [port, path, status] of [
    [remote.port, '/remoteEntry.js', 200],
    [remote.port, '/assets/logo.0123456789.svg', 200],
    [remote.port, '/1.2.0/index.html', 404],
    [remote.port, '/1.3.0/remoteEntry.js', 404],
    [shell.port, '/1.2.0/remoteEntry.js', 404],
  ])
    expect([path, (await request(port, path)).status]).toEqual([path, status]);
  expect((await request(remote.port, '/remoteEntry.js')).body.toString()).toBe(
    'var mf_x;\n',
  );
});

test('the shell serves index.html (no-cache) for route-like GETs only', async () => {
  const route = await request(shell.port, '/portal/login?next=1', {
    ...HTML,
    host: 'acme.localhost:3000',
  });
  expect(route.status).toBe(200);
  expect(route.headers['cache-control']).toBe('no-store');
  expect(route.body.toString()).toContain('<title>shell</title>');
  expect(
    (await request(shell.port, '/portal/login', { accept: 'application/json' }))
      .status,
  ).toBe(404);
  expect(
    (await request(shell.port, '/portal/login', HTML, 'POST')).status,
  ).toBe(404);
  // What curl, crawlers and link previewers send gets the page too, HEAD included.
  for (const [headers, method] of [
    [{ accept: '*/*' }, 'GET'],
    [{}, 'GET'],
    [{ accept: '*/*' }, 'HEAD'],
  ]) {
    const page = await request(shell.port, '/services/4', headers, method);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.length).toBe(
      method === 'HEAD' ? 0 : Number(page.headers['content-length']),
    );
  }
  expect((await request(shell.port, '/portal/logo.png', HTML)).status).toBe(
    404,
  );
  const tokenRoute =
    '/portal/reset-password/MQ/c4k2-7f1e9a0b2c3d4e5f6a7b8c9d.e8f9a0b1c2d3';
  expect((await request(shell.port, tokenRoute, HTML)).status).toBe(200);
  expect((await request(remote.port, '/portal/login', HTML)).status).toBe(404);
});

test('remote origins send CORS headers, the shell does not need to', async () => {
  const res = await request(remote.port, '/mf-manifest.json', {
    origin: 'http://acme.localhost:3000',
  });
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const preflight = await request(
    remote.port,
    '/remoteEntry.js',
    { origin: 'http://x.localhost' },
    'OPTIONS',
  );
  expect(preflight.status).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('*');
});

test('serves the brotli or gzip sibling when accepted, with Vary', async () => {
  const br = await request(remote.port, `/${MAIN}`, {
    'accept-encoding': 'gzip, deflate, br',
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(br.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG);
  const gz = await request(remote.port, `/${MAIN}`, {
    'accept-encoding': 'gzip',
  });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG);
  const plain = await request(remote.port, `/${MAIN}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(BIG);
  // A file without a compressed sibling is still served when compression is accepted.
  const small = await request(remote.port, '/remoteEntry.js', {
    'accept-encoding': 'br, gzip',
  });
  expect(small.status).toBe(200);
  expect(small.headers['content-encoding']).toBeUndefined();
});

test('the shell proxies /api/* to the api, whatever the Host', async () => {
  const res = await request(shell.port, '/api/v1/health?x=1', {
    host: 'globex.localhost:3000',
    ...HTML,
  });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toEqual({
    upstream: true,
    url: '/api/v1/health?x=1',
    forwardedHost: 'globex.localhost:3000',
    // The browser's address, so the api's rate limits count browsers, not the proxy.
    forwardedFor: '127.0.0.1',
  });
  // A made-up X-Forwarded-For is replaced, not appended to: the api's rate limits would
  // otherwise count each forged address apart.
  const forged = await request(shell.port, '/api/v1/health', {
    'x-forwarded-for': '203.0.113.9, 198.51.100.7',
  });
  expect(JSON.parse(forged.body.toString()).forwardedFor).toBe('127.0.0.1');
});

test('the shell proxies websocket upgrades under /api', async () => {
  const socket = new WebSocket(
    `ws://127.0.0.1:${shell.port}/api/v1/push/app/key?protocol=7`,
  );
  const message = await new Promise((resolve, reject) => {
    socket.on('message', (m) => resolve(m.toString()));
    socket.on('error', reject);
  });
  socket.close();
  expect(message).toBe('hello /api/v1/push/app/key?protocol=7');
});

test('the shell proxies websocket upgrades under /app/ (push) with the Origin; plain GETs there are 404', async () => {
  const socket = new WebSocket(
    `ws://127.0.0.1:${shell.port}/app/platform-key?protocol=7`,
    { origin: 'http://acme.localhost:3500' },
  );
  const messages = await new Promise((resolve, reject) => {
    const received = [];
    socket.on('message', (m) => {
      received.push(m.toString());
      if (received.length === 2) resolve(received);
    });
    socket.on('error', reject);
  });
  socket.close();
  expect(messages).toEqual([
    'hello /app/platform-key?protocol=7',
    'origin http://acme.localhost:3500',
  ]);
  const page = await request(shell.port, '/app/platform-key', HTML);
  expect(page.status).toBe(404);
});
