// The path zones of `import-x/no-restricted-paths` (STYLE.md): a feature never imports a sibling
// feature, and a common folder (shared/ui, a remote's components/ or records/) imports no feature,
// so the common layer stays usable by every feature without pulling one in.
const fs = require('node:fs');
const path = require('node:path');

// Folders every feature may use: they must not depend on any feature.
const COMMON_FOLDERS = ['components', 'records'];

/** One zone per existing feature folder, and one per common folder, of the given workspaces. */
function featureZones(root, workspaces) {
  return workspaces.flatMap((ws) => {
    const dir = path.join(root, ws, 'src/features');
    if (!fs.existsSync(dir)) return [];
    const features = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory());
    const siblings = features.map((f) => ({
      target: `./${ws}/src/features/${f.name}`,
      from: `./${ws}/src/features`,
      except: [`./${f.name}`],
      message:
        'Features may not import sibling features; move the shared part up or into shared.',
    }));
    const common = COMMON_FOLDERS.filter((c) =>
      fs.existsSync(path.join(root, ws, 'src', c)),
    ).map((c) => ({
      target: `./${ws}/src/${c}`,
      from: `./${ws}/src/features`,
      message: `${c}/ is common to every feature and imports none: take what differs as props, or move the part into the feature.`,
    }));
    return [...siblings, ...common];
  });
}

// shared/ui is common to every remote: it reaches no remote (no-restricted-imports says so) and
// no feature folder of any workspace.
const sharedUiZone = (workspaces) => ({
  target: './shared/src/ui',
  from: workspaces.map((ws) => `./${ws}/src/features`),
  message:
    'shared/ui is common to every remote and imports no feature: take what differs as props.',
});

module.exports = { featureZones, sharedUiZone };
