// The dashboard's builds that the checks read, each made once for a state of the sources and
// reused by every check that reads it: the journeys (the demo), the bundle budgets and the
// Lighthouse floor (the build for a real API), and the tests of what a build holds.
//   node scripts/builds.mjs [name ...]   -> makes the named builds (all without a name) unless
//                                          the folder already holds that build of these sources,
//                                          and prints each one's folder (Vite's output goes to
//                                          stderr, so a test can read the folders from stdout)
//   import { built } from './builds.mjs' -> the same for one build; resolves to its folder
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const app = join(root, 'apps/dashboard');

/** The API root the build for a real API calls; the benches answer it with the sandbox. */
export const EXAMPLE_API_ROOT = 'https://merchant-api.example.invalid';

/** Each build: its Vite mode, the variables it is made with, and its folder in apps/dashboard. */
export const BUILDS = {
  /** `pnpm build` with nothing set: it calls the production API root (docs/adr/014). */
  production: { mode: 'production', env: {}, outDir: 'dist' },
  /** `pnpm build:demo`: the sandbox answers; the journeys run on it. */
  demo: { mode: 'demo', env: {}, outDir: 'dist-e2e' },
  /** A merchant's build for one API root, with Vite's manifest for the bundle budgets. */
  realApi: {
    mode: 'production',
    env: { VITE_API_MOCKING: 'off', VITE_API_ROOT: EXAMPLE_API_ROOT },
    outDir: 'dist-api',
    manifest: true,
  },
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * The sources' state: the commit, and the content of every file changed or added since. A build
 * stamped with it was made from exactly these sources.
 */
function sourceState() {
  const hash = createHash('sha256').update(git('rev-parse', 'HEAD'));
  const changed = git('status', '--porcelain=v1', '-uall', '-z').split('\0').filter(Boolean);
  for (const entry of changed.sort()) {
    const path = join(root, entry.slice(3));
    hash.update(entry);
    if (existsSync(path) && !entry.endsWith('/')) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** What each build was made from, kept beside the dependencies (never served with the build). */
const STAMPS = join(root, 'node_modules/.cache/builds');
const stampOf = (name, state) => JSON.stringify({ build: BUILDS[name], state }, null, 2);

/** Vite's build of `name`, in a process of its own with exactly the build's variables. */
function make(name) {
  const { mode, env, outDir, manifest } = BUILDS[name];
  // Nor NODE_ENV: vitest sets it to 'test', and a build made from a test would then be
  // React's development build, which the bundle budgets would read as the merchant's.
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
  const args = [
    'build',
    '--mode',
    mode,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ];
  if (manifest) args.push('--manifest');
  return new Promise((resolve, reject) => {
    // Vite's output goes to stderr: stdout carries only the folders (see the top).
    const child = spawn(join(app, 'node_modules/.bin/vite'), args, {
      cwd: app,
      stdio: ['ignore', 2, 2],
      env: { ...clean, ...env },
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`The ${name} build failed (${code})`)),
    );
  });
}

/** The folder holding the build `name` of the current sources, made first when it is not. */
export async function built(name) {
  if (!BUILDS[name]) throw new Error(`No build named ${name}: ${Object.keys(BUILDS).join(', ')}`);
  const folder = join(app, BUILDS[name].outDir);
  const stamp = stampOf(name, sourceState());
  const stampFile = join(STAMPS, `${name}.json`);
  const fresh =
    existsSync(join(folder, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (fresh) return folder;
  await make(name);
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampFile, stamp);
  return folder;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(BUILDS)) {
    const started = Date.now();
    console.log(await built(name));
    console.error(`${name} build ready in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}
