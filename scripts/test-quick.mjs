// `pnpm test:quick`: the edit-test loop, for what changed since main (committed or not). ESLint
// and Prettier read only the changed files; the type check and knip read the whole workspace
// (a change can break a file it does not touch), the type check incrementally; Vitest runs the
// unit, component and story tests whose module graph reaches a changed file (`--changed`).
// The whole check stays `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const started = Date.now();
const run = (command, args) => {
  console.log(`\n==> ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n');

const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'main...HEAD'),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((path) => path && existsSync(path));
const linted = changed.filter((path) => /\.(ts|tsx|mjs|js)$/.test(path));

if (linted.length > 0) {
  run('pnpm', ['exec', 'eslint', '--max-warnings', '0', '--no-warn-ignored', ...linted]);
}
if (changed.length > 0) {
  run('pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...changed]);
}
run('pnpm', [
  'exec',
  'tsc',
  '-p',
  'tsconfig.json',
  '--incremental',
  '--tsBuildInfoFile',
  'node_modules/.cache/test-quick/tsbuildinfo',
]);
run('pnpm', ['run', 'knip']);
run('pnpm', ['exec', 'vitest', 'run', '--changed', 'main', '--passWithNoTests']);
console.log(
  `\ntest:quick passed in ${Math.round((Date.now() - started) / 1000)} s ` +
    `(${changed.length} changed files since main)`,
);
