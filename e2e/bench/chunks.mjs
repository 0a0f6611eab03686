// Names the content-hashed chunks after what the federation manifests say they hold, so the
// bench report shows which shared module or exposed module costs what.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const assetFiles = (assets) => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
];

/**
 * @param {string} repoRoot
 * @param {Record<string, string>} packages origin name → package folder
 * @returns {Record<string, string>} `${origin} /${file}` → 'react-dom/client, …'
 */
export function chunkLabels(repoRoot, packages) {
  const labels = {};
  const add = (key, name) => {
    const names = labels[key] ? labels[key].split(', ') : [];
    if (!names.includes(name)) labels[key] = [...names, name].join(', ');
  };
  for (const [origin, dir] of Object.entries(packages)) {
    const path = join(repoRoot, dir, 'dist/mf-manifest.json');
    if (!existsSync(path)) continue;
    const manifest = JSON.parse(readFileSync(path, 'utf8'));
    for (const s of manifest.shared ?? []) {
      for (const f of assetFiles(s.assets)) add(`${origin} /${f}`, s.name);
    }
    for (const e of manifest.exposes ?? []) {
      for (const f of assetFiles(e.assets))
        add(`${origin} /${f}`, `expose ${e.name}`);
    }
    const entry = manifest.metaData?.remoteEntry?.name;
    if (entry) add(`${origin} /${entry}`, 'remote entry');
  }
  return labels;
}
