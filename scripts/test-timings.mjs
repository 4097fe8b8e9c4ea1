// Where the test command's time goes: per vitest project and per journey file, with
// the slowest files of each, read from the JSON reports the test command writes to reports/.
// `node scripts/test-timings.mjs` after `npm test` (or any run that wrote them) prints the table;
// `--closing-line` prints only the count of tests the reports hold, as 'N passed, N failed, N skipped'
// (the test command's last line, which CI reads).
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const SLOWEST = 8;

/** Prints a group's total and its slowest files. */
function printGroup(title, files) {
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  console.log(`\n${title}: ${files.length} files, ${seconds(total)} of test time`);
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    console.log(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
  }
}

const vitest = read('reports/vitest.json');
const journeys = read('reports/journeys.json');

if (process.argv.includes('--closing-line')) {
  const passed =
    (vitest?.numPassedTests ?? 0) + (journeys?.stats.expected ?? 0) + (journeys?.stats.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (journeys?.stats.unexpected ?? 0);
  const skipped =
    (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (journeys?.stats.skipped ?? 0);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(0);
}

if (vitest) {
  const projectOf = (path) =>
    path.endsWith('.stories.tsx') ? 'storybook' : path.endsWith('.tsx') ? 'components' : 'unit';
  const byProject = new Map();
  for (const file of vitest.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const ms = file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    const project = projectOf(name);
    byProject.set(project, [...(byProject.get(project) ?? []), { name, ms }]);
  }
  for (const [project, files] of byProject) printGroup(`vitest ${project}`, files);
}

if (journeys) {
  const files = journeys.suites.map((suite) => ({
    name: suite.file,
    ms: suite.specs
      .flatMap((spec) => spec.tests.flatMap((test) => test.results))
      .reduce((sum, result) => sum + result.duration, 0),
  }));
  printGroup(`journeys (wall ${seconds(journeys.stats.duration)})`, files);
}
