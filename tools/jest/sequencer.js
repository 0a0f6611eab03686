// The order jest starts test files in: longest first, so that the last minutes of a run do not
// leave one of the two workers waiting on the other's long file. Jest's own sequencer does that
// from its cache of last run's times; a clean checkout (CI) has no cache, and jest then orders by
// file size, which starts the grouped files (a few lines each, tens of seconds) last.
// Without a cached time, a file's time is read from durations.json (measured in a full run:
// `node tools/jest/recordDurations.mjs` writes it from the reports `npm test` leaves in
// test-results/). A file in neither (a new one) runs first, by size, as jest does.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const DURATIONS = require('./durations.json');

const ROOT = path.resolve(__dirname, '../..');
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

class LongestFirst extends Sequencer {
  time(test) {
    return super.time(test) ?? DURATIONS[relative(test.path)];
  }
}

module.exports = LongestFirst;
