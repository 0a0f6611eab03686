// `npm run build`: production builds of the six web packages (two at a time), with their times.
// `--missing` builds only the packages without a dist (what `npm start` and e2e set-up need).
import {
  WEB_PACKAGES,
  buildPackages,
  isBuilt,
  printBuildSummary,
} from './serve/builds.mjs';

const onlyMissing = process.argv.includes('--missing');
const pkgs = onlyMissing
  ? WEB_PACKAGES.filter((p) => !isBuilt(p))
  : WEB_PACKAGES;
if (pkgs.length === 0) {
  console.log('build: every web package already has a dist');
  process.exit(0);
}
const started = Date.now();
const results = await buildPackages(pkgs);
printBuildSummary(results, Date.now() - started);
process.exit(results.every((r) => r.ok) ? 0 : 1);
