import fs from 'node:fs';
import path from 'node:path';
import {
  CUSTOMER_AUTH_PATHS,
  SERVICE_BUILDER_BASE,
  STORE_PORTAL_BASE,
  STORE_PORTAL_LOGIN,
  TRACK_ORDER_PAGE,
  VENDOR_LOGIN,
} from '../routing/paths';
import { joinPath } from './match';
import { HOST_REMOTES } from './mounts';

// The shell knows no page of a remote (ADR 0030): none of the paths the remotes declare, at the
// places the shell mounts them, appears in the shell's own code. Only the spec's host rules may
// name a path (mount bases, login paths, the customer header's pages).

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = {
  storefront: 'mf-storefront',
  storePortal: 'mf-store-portal',
  vendorPortal: 'mf-vendor-portal',
  serviceBuilder: 'mf-service-builder',
} as const;
const HOST_RULES = new Set([
  '/',
  STORE_PORTAL_BASE,
  SERVICE_BUILDER_BASE,
  STORE_PORTAL_LOGIN,
  VENDOR_LOGIN,
  TRACK_ORDER_PAGE,
  ...CUSTOMER_AUTH_PATHS,
  // the customer header's Cart icon and My Account entry (spec: customer header)
  '/cart',
  '/myaccount',
]);
// index.html's boot script sends the first data request of two list pages before any remote has
// loaded (ADR 0023): the only page paths the shell may still hold, listed so no other one creeps in.
const BOOT_DATA_PAGES = new Set(['/portal/sales-orders', '/portal/workorders']);

function declaredPaths(): string[] {
  const found = new Set<string>();
  for (const mounts of Object.values(HOST_REMOTES))
    for (const { remote, base } of mounts) {
      const file = path.join(
        ROOT,
        PACKAGES[remote as keyof typeof PACKAGES],
        'src/pages.json',
      );
      const declared = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        pages: { path: string }[];
        publicPaths: string[];
      };
      for (const p of [
        ...declared.pages.map((page) => page.path),
        ...declared.publicPaths,
      ]) {
        // the fixed part of the path: '/portal/sales-order' of 'sales-order/:id'
        const fixed = p.split('/:')[0]!.replace(/\/?\*$/, '');
        found.add(joinPath(base, fixed));
      }
    }
  return [...found].filter((p) => !HOST_RULES.has(p));
}

function shellSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.(tsx?|html)$/.test(entry.name) &&
        !/\.test\./.test(entry.name)
      )
        files.push(full);
    }
  };
  walk(path.join(ROOT, 'shell/src'));
  files.push(path.join(ROOT, 'shell/public/index.html'));
  return files;
}

test('the shell names none of the pages the remotes declare', () => {
  const paths = declaredPaths();
  expect(paths).toContain('/portal/sales-orders'); // the check reads the real declarations
  const named: string[] = [];
  for (const file of shellSources()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const p of paths) {
      const quoted = ["'", '"', '`'].some(
        (q) => text.includes(`${q}${p}${q}`) || text.includes(`${q}${p}/`),
      );
      const allowed = file.endsWith('index.html') && BOOT_DATA_PAGES.has(p);
      if (quoted && !allowed) named.push(`${path.relative(ROOT, file)}: ${p}`);
    }
  }
  expect(named).toEqual([]);
});
