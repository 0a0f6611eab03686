// Which tests failed, read from the reports `npm test` already writes (jest's --json, Playwright's
// json reporter, node:test's TAP), so the end of a long run names them beside its summary: a CI
// log that keeps only its last lines still says what to look at.
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');

const ROOT = path.resolve(__dirname, '..');
const relative = (file) =>
  path.isAbsolute(file) ? path.relative(ROOT, file) : file;
// The first two lines of an error that say something: jest's start with the matcher, then what it
// expected; Playwright's with the assertion, then its locator. The stack is left out.
function errorLines(text = '') {
  return stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, 2)
    .join(' · ');
}

/** A jest --json report: every failed test, and every file that could not run at all. */
function jestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter(
      (t) => t.status === 'failed',
    );
    for (const t of failed)
      failures.push({
        where: relative(file.name),
        test: t.fullName,
        why: errorLines(t.failureMessages?.[0]),
      });
    if (failed.length === 0 && file.status === 'failed')
      failures.push({
        where: relative(file.name),
        test: '(the file did not run)',
        why: errorLines(file.message),
      });
  }
  return failures;
}

/** A Playwright json report: every test whose outcome was not the expected one, and set-up errors. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        failures.push({
          where: `${spec.file}:${spec.line} [${t.projectName}]`,
          test: [...titles, spec.title].join(' › '),
          why: errorLines(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    for (const child of suite.suites ?? [])
      walk(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? [])
    failures.push({
      where: 'set-up',
      test: '(outside any test)',
      why: errorLines(error.message),
    });
  return failures;
}

/** node:test's TAP: every `not ok` line (nested subtests are indented). */
function tapFailures(tap, where) {
  return [...tap.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map(([, test]) => ({
    where,
    test: test.trim(),
    why: '',
  }));
}

/**
 * The lines `npm test` prints before its summary; none when nothing failed. A step that failed
 * without a report naming a test (a check, a runner that stopped) is named by its note.
 */
function formatFailures(steps) {
  const lines = [];
  for (const { name, failed = 0, note, failures = [] } of steps) {
    if (failed > 0 && failures.length === 0)
      lines.push(`✘ ${name}: ${note ?? 'failed (its output is above)'}`);
    for (const f of failures) {
      lines.push(`✘ ${name}: ${f.where}: ${f.test}`);
      if (f.why) lines.push(`    ${f.why.slice(0, 300)}`);
    }
  }
  return lines.length > 0 ? ['\nwhat failed:', ...lines] : [];
}

module.exports = {
  jestFailures,
  playwrightFailures,
  tapFailures,
  formatFailures,
};
