// The pages' Content-Security-Policy and the security headers of every static origin
// (tools/serve/csp.mjs through static.mjs), over HTTP against the fixture of ./testing.js.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { HTML, MAIN, request, startFixture } = require('./testing');

let fixture, shell, remote;

beforeAll(async () => {
  fixture = await startFixture();
  ({ shell, remote } = fixture);
}, 20000);

afterAll(() => fixture?.close());

const nonceOf = (res) =>
  /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
const directive = (res, name) =>
  (res.headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

test('every page has a CSP with a fresh nonce, in the policy and in the page', async () => {
  const pages = [];
  for (const p of ['/', '/index.html', '/portal/login', '/portal/login'])
    pages.push(
      await request(shell.port, p, { ...HTML, host: 'acme.localhost:3000' }),
    );
  const nonces = pages.map(nonceOf);
  expect(new Set(nonces).size).toBe(pages.length);
  for (const [i, res] of pages.entries()) {
    const nonce = nonces[i];
    // 128 bits, base64.
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    const html = res.body.toString();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(html).not.toContain('{{CSP_NONCE}}');
    expect(html).toContain(`<meta name="csp-nonce" nonce="${nonce}">`);
    expect(html).toContain(
      `<script nonce="${nonce}">window.boot = 1;</script>`,
    );
    expect(html).toContain(
      `<script defer src="/main.0123456789.js" nonce="${nonce}">`,
    );
    expect(directive(res, 'script-src')).toEqual([
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
    ]);
    expect(directive(res, 'style-src')).toContain(`'nonce-${nonce}'`);
    expect(directive(res, 'style-src')).not.toContain("'unsafe-inline'");
    expect(directive(res, 'object-src')).toEqual(["'none'"]);
    expect(directive(res, 'base-uri')).toEqual(["'none'"]);
    expect(directive(res, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(res, 'default-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  }
  const connect = directive(pages[0], 'connect-src');
  expect(connect).toEqual(
    expect.arrayContaining([
      "'self'",
      'http://localhost:3501',
      'https://cdn.example',
      'wss://push.example',
    ]),
  );
  expect(directive(pages[0], 'img-src')).toContain('http://localhost:3501');
});

test('no page escapes without its nonce: no raw index.html or its compressed siblings', async () => {
  for (const s of [shell, remote]) {
    const br = await request(s.port, '/index.html.br', HTML);
    expect(br.status).toBe(404);
    const page = await request(s.port, '/index.html', {
      'accept-encoding': 'br, gzip',
    });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("'nonce-");
  }
  // Files other than pages carry no policy.
  const js = await request(shell.port, `/${MAIN}`);
  expect(js.headers['content-security-policy']).toBeUndefined();
});

test('nosniff and the referrer policy on every response of every origin; HSTS only over TLS', async () => {
  const responses = [
    ...(await Promise.all(
      [shell, remote].flatMap((s) =>
        ['/', `/${MAIN}`, '/mf-manifest.json', '/nope.js', '/portal/x'].map(
          (p) => request(s.port, p, HTML),
        ),
      ),
    )),
    await request(remote.port, '/remoteEntry.js', {}, 'OPTIONS'),
    await request(shell.port, '/api/v1/health', HTML),
    await request(shell.port, '/app/platform-key', HTML),
  ];
  for (const res of responses) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(res.headers['strict-transport-security']).toBeUndefined();
  }
  for (const s of [shell, remote])
    for (const p of ['/', `/${MAIN}`, '/nope.js']) {
      const res = await request(s.port, p, {
        ...HTML,
        'x-forwarded-proto': 'https',
      });
      expect(res.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  const http = await request(shell.port, '/', {
    ...HTML,
    'x-forwarded-proto': 'http, https',
  });
  expect(http.headers['strict-transport-security']).toBeUndefined();
});

test('remote origins keep Access-Control-Allow-Origin: * on their public files and pages', async () => {
  for (const p of ['/', `/${MAIN}`, '/remoteEntry.js']) {
    const res = await request(remote.port, p);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  }
});

test('configured CSP origins are reduced to origins; anything else is refused', () => {
  const run = (value) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { parseOrigins } = await import(${JSON.stringify(path.join(__dirname, 'csp.mjs'))});
           try { console.log(JSON.stringify(parseOrigins(${JSON.stringify(value)}))); }
           catch (e) { console.log(JSON.stringify({ error: e.message })); }`,
        ],
        { encoding: 'utf8' },
      ),
    );
  expect(
    run(
      'https://cdn.example/mf-storefront/1.4.0/, http://localhost:3001 https://cdn.example',
    ),
  ).toEqual(['https://cdn.example', 'http://localhost:3001']);
  expect(run('wss://push.example:6001/app')).toEqual([
    'wss://push.example:6001',
  ]);
  expect(run('http://[::1]:3001')).toEqual(['http://[::1]:3001']);
  expect(run('')).toEqual([]);
  for (const bad of [
    "https://a.example; script-src 'unsafe-inline'",
    'https://a.example;',
    "https://a.example'",
    'https://*.example',
    'http://[::1]:3001;',
    'cdn.example',
    'javascript:alert(1)',
    "'unsafe-eval'",
  ])
    expect(run(bad)).toEqual({ error: expect.any(String) });
});
