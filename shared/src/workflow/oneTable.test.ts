import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESTIMATE, SALES_ORDER, VENDOR_INVOICE, WORK_ORDER } from './public';

// One word per status everywhere: the machines here hold the only table of status words, and every
// surface (storefront, portals, bell, mails, PDFs, spreadsheets) reads them with statusLabel. A
// second table (`new: 'New', in_progress: …`) anywhere else is how two pages came to disagree.

const ROOT = join(__dirname, '../../..');
const PACKAGES = [
  'api/src',
  'shell/src',
  'shared/src',
  'mf-storefront/src',
  'mf-store-portal/src',
  'mf-vendor-portal/src',
  'mf-service-builder/src',
  'mf-notifications/src',
];
const MACHINES = [SALES_ORDER, WORK_ORDER, ESTIMATE, VENDOR_INVOICE];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

test('no code outside shared/workflow keeps its own words for a machine’s statuses', () => {
  const offenders: string[] = [];
  for (const file of PACKAGES.flatMap((p) => sources(join(ROOT, p)))) {
    const name = relative(ROOT, file);
    // The machines themselves; a language's translation of their words (the storefront's Spanish).
    if (name.startsWith('shared/src/workflow/') || name.includes('/i18n/'))
      continue;
    const text = readFileSync(file, 'utf8');
    for (const machine of MACHINES) {
      // Three or more of a machine's codes each given a capitalised text: a table of words.
      const words = Object.keys(machine.labels).filter((code) =>
        new RegExp(`^\\s*['"]?${code}['"]?\\s*:\\s*['"\`][A-Z]`, 'm').test(
          text,
        ),
      );
      if (words.length >= 3)
        offenders.push(`${name}: ${machine.name} (${words.join(', ')})`);
    }
  }
  expect(offenders).toEqual([]);
});
