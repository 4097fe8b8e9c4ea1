// `pnpm test:quick`: the edit-test loop. Lint, types and unit tests always; the stories and
// component tests only of the packages changed since main (committed or not), with their
// screenshots. The whole check stays `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';

const run = (command, args) => {
  console.log(`\n==> ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n');

const changed = new Set([
  ...git('diff', '--name-only', 'main...HEAD'),
  ...git('diff', '--name-only', 'HEAD'),
  ...git('ls-files', '--others', '--exclude-standard'),
]);
const touches = (folder) => [...changed].some((path) => path.startsWith(folder));

run('pnpm', ['run', 'lint']);
run('pnpm', ['run', 'knip']);
run('pnpm', ['run', 'typecheck']);
run('pnpm', ['exec', 'vitest', 'run', '--project', 'unit']);
// Screens draw ui's components, so a ui change re-runs the screens' stories too.
const storyFolders = [
  ...(touches('packages/ui/') || touches('.storybook/') ? ['packages/ui', 'packages/screens'] : []),
  ...(touches('packages/screens/') && !touches('packages/ui/') ? ['packages/screens'] : []),
];
if (storyFolders.length > 0)
  run('pnpm', ['exec', 'vitest', 'run', '--project', 'storybook', ...storyFolders]);
if (touches('packages/ui/') || touches('apps/dashboard/src/')) {
  run('pnpm', ['exec', 'vitest', 'run', '--project', 'components']);
}
console.log('\ntest:quick passed (stories of:', storyFolders.join(', ') || 'none', ')');
