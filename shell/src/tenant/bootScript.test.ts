import fs from 'node:fs';
import path from 'node:path';
import { RESERVED_HOST_PREFIXES } from 'shared/tenant';

// index.html starts the boot requests before any bundle loads, so it carries its own copy of the
// reserved host prefixes; a drift would send portal hosts' boot requests to the storefront path.
const html = fs.readFileSync(
  path.join(__dirname, '../../public/index.html'),
  'utf8',
);

test("index.html's boot script knows exactly the reserved host prefixes", () => {
  const list = /var reserved = \[([^\]]*)\]/.exec(html)?.[1] ?? '';
  const inHtml = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  expect(inHtml.sort()).toEqual([...RESERVED_HOST_PREFIXES].sort());
});

test('the page names a favicon link the store favicon replaces, so no /favicon.ico 404', () => {
  expect(html).toMatch(/<link id="wl-favicon" rel="icon"/);
});
