// Writes tools/jest/durations.json (read by tools/jest/sequencer.js) from a full run's reports,
// test-results/jest-node.json and jest-web.json (`npm test` writes them, one per part of jest):
// each test file's time in milliseconds, rounded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
const testResults = ['jest-node.json', 'jest-web.json'].flatMap(
  (name) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, 'test-results', name), 'utf8'))
      .testResults,
);
const durations = Object.fromEntries(
  testResults
    .map((result) => [
      path.relative(ROOT, result.name).split(path.sep).join('/'),
      Math.round((result.endTime - result.startTime) / 100) * 100,
    ])
    .sort(([a], [b]) => a.localeCompare(b)),
);
fs.writeFileSync(
  path.join(ROOT, 'tools/jest/durations.json'),
  `${JSON.stringify(durations, null, 2)}\n`,
);
console.log(
  `tools/jest/durations.json: ${Object.keys(durations).length} files`,
);
