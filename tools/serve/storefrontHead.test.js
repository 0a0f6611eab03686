// The storefront head's pure parts: which requests get a page, which paths are the storefront's
// pages (checked against mf-storefront's route table), and that store text cannot break the markup.
// (jest runs CommonJS here and the server is ESM: each check runs in a child node process.)
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The JSON of `expression` evaluated with `head` (storefrontHead.mjs) and `requests` in scope. */
function run(expression) {
  const url = (f) => JSON.stringify(path.join(__dirname, f));
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const head = await import(${url('storefrontHead.mjs')});
       const requests = await import(${url('pageRequests.mjs')});
       console.log(JSON.stringify(${expression}));`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

test('a page for browsers, crawlers and link previewers; no page for JSON or a file type', () => {
  const pages = [
    '',
    '*/*',
    'text/html',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  ];
  const noPages = [
    'application/json',
    'application/json, text/plain, */*',
    'image/avif,image/webp',
    'text/css',
  ];
  const answers = run(
    `${JSON.stringify([...pages, ...noPages])}.map((a) => requests.acceptsPage(a))`,
  );
  expect(answers).toEqual([
    ...pages.map(() => true),
    ...noPages.map(() => false),
  ]);
});

test("the server's page list is mf-storefront's route table", () => {
  const src = path.join(__dirname, '../../mf-storefront/src');
  const files = [
    'routes.tsx',
    'features/account/routes.tsx',
    'features/checkout/routes.tsx',
  ];
  const routed = files.flatMap((f) =>
    [
      ...fs
        .readFileSync(path.join(src, f), 'utf8')
        .matchAll(/path="([^"*][^"]*|[^"]+\/\*)"/g),
    ].map((m) => `/${m[1]}`),
  );
  expect(routed.length).toBeGreaterThan(10);
  const [routes, matches] = run(
    `[head.STOREFRONT_ROUTES, ['/services/4', '/myaccount/orders/1000001', '/services/4/extra', '/portal/login'].map(head.isStorefrontPath)]`,
  );
  expect(new Set(routes)).toEqual(new Set(['/', ...routed]));
  expect(matches).toEqual([true, true, false, false]);
});

test("a store's text is escaped in the head and cannot end the JSON-LD script", () => {
  const store = {
    id: 1,
    name: 'A <b>"Store"</b>',
    url: 'a.localhost',
    tagline: '</script><script>alert(1)</script>',
    logo: 'javascript:alert(1)',
    favicon: null,
    language: 'en',
    country: 'US',
    is_active: true,
    phone: null,
    address: null,
    font: { family: null, own: null },
  };
  const [image, html] = run(`(() => {
    const page = head.describePage({ origin: 'http://a.localhost', pathname: '/',
      data: { store: ${JSON.stringify(store)}, service: null } });
    return [page.image, head.headHtml(page, 'n0nce')];
  })()`);
  expect(image).toBeNull(); // only http(s) or the platform's own logo address
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<b>');
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  const json = /<script type="application\/ld\+json"[^>]*>(.*)<\/script>/.exec(
    html,
  )[1];
  expect(JSON.parse(json).description).toBe(store.tagline);
});

test("the families the store portal names as hosted are the platform's Fontsource packages", () => {
  const source = fs.readFileSync(
    path.join(
      __dirname,
      '../../mf-store-portal/src/features/settings/hostedFonts.ts',
    ),
    'utf8',
  );
  const listed = [
    .../HOSTED_FONT_FAMILIES = \[([^\]]*)\]/
      .exec(source)[1]
      .matchAll(/'([^']+)'/g),
  ].map((m) => m[1]);
  const hosted = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const f = await import(${JSON.stringify(path.join(__dirname, 'fonts.mjs'))});
       console.log(JSON.stringify(f.hostedFamilies()));`,
    ],
    { encoding: 'utf8' },
  );
  expect(listed).toEqual(JSON.parse(hosted));
});

test("a family the platform does not host: the head preconnects the font lookup and preloads the shell's stylesheet address; none for a hosted family or the store's own files", () => {
  const store = (font) => ({
    id: 1,
    name: 'Acme',
    url: 'a.localhost',
    tagline: null,
    logo: null,
    favicon: null,
    language: 'en',
    country: 'US',
    is_active: true,
    phone: null,
    address: null,
    font,
  });
  const hosted = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const f = await import(${JSON.stringify(path.join(__dirname, 'fonts.mjs'))});
         console.log(JSON.stringify(f.hostedFamilies()));`,
      ],
      { encoding: 'utf8' },
    ),
  );
  const heads = run(`[
    ${JSON.stringify(store({ family: 'Open Sans Condensed Light', own: null }))},
    ${JSON.stringify(store({ family: hosted[0], own: null }))},
    ${JSON.stringify(store({ family: 'Brand', own: { regular: 'https://cdn.test/b.woff2' } }))},
  ].map((s) => head.headHtml(head.describePage({ origin: 'http://a.localhost', pathname: '/',
      data: { store: s, service: null } }), 'n0nce'))`);
  // The address shell/src/tenant/whiteLabel.ts' fontLookupUrl builds (its test names the same form).
  expect(heads[0]).toContain(
    '<link rel="preload" href="https://fonts.googleapis.com/css2?family=Open+Sans+Condensed+Light:wght@400;700&amp;display=swap" as="style"/>',
  );
  expect(heads[0]).toContain(
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin/>',
  );
  expect(heads[0]).not.toContain('wl-hosted-font');
  for (const other of heads.slice(1)) {
    expect(other).not.toContain('fonts.googleapis.com');
    expect(other).not.toContain('fonts.gstatic.com');
  }
  expect(heads[1]).toContain('id="wl-hosted-font"');
});
