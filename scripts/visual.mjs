// `pnpm test:visual [--update]`: every story of ui and screens against its reference image
// (ADR 009), then visual/diffs/index.html: for every story whose pixels changed, the committed
// reference, the new image and their diff in one row, so a reviewer sees the change before
// accepting it with --update. `--report` only writes the page (the test command's vitest step).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const diffs = join(root, 'visual/diffs');
const args = process.argv.slice(2);
let status = 0;
if (!args.includes('--report')) {
  rmSync(diffs, { recursive: true, force: true });
  // Vitest's `--update` takes an optional value, so a bare one would swallow the path after it.
  const flags = args.map((arg) => (arg === '--update' || arg === '-u' ? '--update=all' : arg));
  const vitest = ['exec', 'vitest', 'run', '--project', 'storybook*', ...flags];
  status = spawnSync('pnpm', vitest, { cwd: root, stdio: 'inherit' }).status ?? 1;
}
if (!existsSync(diffs)) process.exit(status);

/** Every `*-diff.png` under the folder, as paths relative to it. */
function findDiffs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findDiffs(path);
    return name.endsWith('-diff.png') ? [relative(diffs, path)] : [];
  });
}

const rows = findDiffs(diffs).map((diff) => {
  const story = diff.replace(/-diff\.png$/, '');
  const reference = relative(diffs, join(root, 'visual/references', `${story}.png`));
  const cell = (title, src) =>
    `<figure><figcaption>${title}</figcaption><img src="${src}"></figure>`;
  return `<section><h2>${story}</h2>${cell('reference', reference)}${cell('new', `${story}-actual.png`)}${cell('diff', diff)}</section>`;
});
if (rows.length === 0) process.exit(status);
const style =
  'body{font:14px system-ui;margin:24px}section{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}h2{flex-basis:100%;font-size:14px}img{max-width:420px;border:1px solid #ccc}';
writeFileSync(
  join(diffs, 'index.html'),
  `<!doctype html><title>Visual changes</title><style>${style}</style><h1>${rows.length} stories changed</h1>${rows.join('')}`,
);
console.log(`Visual changes in ${rows.length} stories: open visual/diffs/index.html`);
console.log('Intended? Accept them with: pnpm test:visual --update');
process.exit(status);
