import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One fact, one place. A fact written twice drifts, so this
 * fails when an exported type name is declared in two packages, when a status list is written
 * twice, when an API path is written outside the operation tables, or when the fetch-free
 * contract entry (@merchant/api/contract) reaches fetch or sandbox code.
 * Run alone: pnpm exec vitest run --project unit scripts/facts-once.test.ts
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = [
  'packages/api/src',
  'packages/screens/src',
  'packages/ui/src',
  'apps/dashboard/src',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = PACKAGES.map((pkg) => ({ pkg, files: sourceFiles(join(root, pkg)) }));
const where = (path: string) => relative(root, path);

/**
 * Same-named types that still name two facts, each to be renamed or derived in its own change.
 * The list may only shrink: a name here that is no longer declared twice fails the test.
 */
const NOT_YET_ONCE = new Set<string>();

/**
 * Word lists still written twice (form choices and export formats, not statuses), keyed by their
 * sorted words; shrink-only like the list above.
 */
const LISTS_NOT_YET_ONCE = new Set<string>();

describe('each fact is written once', () => {
  it('no exported type or interface name is declared in two packages', () => {
    const declaredIn = new Map<string, Set<string>>();
    for (const { pkg, files: list } of files) {
      for (const file of list) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/^export (?:declare )?(?:type|interface) (\w+)/gm)) {
          const name = match[1] ?? '';
          declaredIn.set(name, (declaredIn.get(name) ?? new Set()).add(pkg));
        }
      }
    }
    const twice = [...declaredIn]
      .filter(([, pkgs]) => pkgs.size > 1)
      .map(([name, pkgs]) => `${name}: ${[...pkgs].join(', ')}`)
      .sort();
    const twiceNames = twice.map((line) => line.split(':')[0]);
    expect(twice.filter((line) => !NOT_YET_ONCE.has(line.split(':')[0] ?? ''))).toEqual([]);
    expect([...NOT_YET_ONCE].filter((name) => !twiceNames.includes(name))).toEqual([]);
  });

  it('no status list (an `as const` array of words) is written twice', () => {
    const seen = new Map<string, string[]>();
    for (const { files: list } of files) {
      for (const file of list) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(
          /const (\w+)\s*=\s*\[((?:\s*'[^']*'\s*,?)+)\]\s*as const/g,
        )) {
          const words = [...(match[2] ?? '').matchAll(/'([^']*)'/g)].map((word) => word[1]);
          if (words.length < 2) continue;
          const key = [...words].sort().join('|');
          seen.set(key, [...(seen.get(key) ?? []), `${match[1]} (${where(file)})`]);
        }
      }
    }
    const twice = [...seen].filter(([, places]) => places.length > 1);
    expect(twice.filter(([key]) => !LISTS_NOT_YET_ONCE.has(key))).toEqual([]);
    const keys = twice.map(([key]) => key);
    expect([...LISTS_NOT_YET_ONCE].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('API paths are written only in the operation tables', () => {
    // The entry's early reads stay paths (the sign-in bundle budget) and are checked against
    // the operation table by their own test.
    const allowed = (path: string) =>
      /packages\/api\/src\/(\w+\/)+operations\.ts$/.test(path) ||
      path.endsWith('apps/dashboard/src/app/earlyReads.ts');
    const outside = files
      .flatMap(({ files: list }) => list)
      .filter((file) => !allowed(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"`](\/subsidiary\/[\w/.-]*)/g)].map(
          (match) => `${where(file)}: ${match[1]}`,
        ),
      );
    expect(outside).toEqual([]);
  });

  it('@merchant/api/contract reaches zod and nothing of the client or sandbox', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/api/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const entry = resolve(root, 'packages/api', pkg.exports['./contract'] ?? '');
    const reached = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const text = readFileSync(file, 'utf8');
      // Type-only imports and exports vanish from the bundle; every other one is followed.
      for (const match of text.matchAll(
        /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms,
      )) {
        const spec = match[1] ?? match[2] ?? '';
        if (!spec.startsWith('.')) {
          bare.add(spec);
          continue;
        }
        const base = resolve(dirname(file), spec);
        const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
        if (!target) throw new Error(`${where(file)}: cannot resolve ${spec}`);
        visit(target);
      }
    };
    visit(entry);
    expect([...bare]).toEqual(['zod/mini']);
    const modules = [...reached].map(where);
    expect(
      modules.filter((path) =>
        /\/(mocks|client|hooks|keys|operations|http|swr|session|config)(\/|\.ts$)|\/core\/index\.ts$/.test(
          path,
        ),
      ),
    ).toEqual([]);
  });
});
