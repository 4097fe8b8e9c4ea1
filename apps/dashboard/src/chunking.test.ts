import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_PATTERNS, LEFT_OUT } from '../chunking';

/**
 * chunking.ts carves files out of the build by paths written as patterns; a module that is
 * renamed or removed leaves its pattern matching nothing, and nothing else would notice. Each
 * pattern, and each name inside its alternations, must still match a file the build can see.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** The files below `dir`, as the absolute paths Vite gives modules, but what `skip` leaves out. */
function filesBelow(dir: string, skip: (entry: Dirent) => boolean = () => false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip(entry)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path, skip) : [path];
  });
}

/** The workspace's own modules: no tests, stories, builds or installed packages. */
const sourceFiles = ['apps', 'packages'].flatMap((dir) =>
  filesBelow(
    join(repo, dir),
    (entry) =>
      entry.name.startsWith('.') ||
      (entry.isDirectory() && (entry.name === 'node_modules' || entry.name.startsWith('dist'))) ||
      /\.(test|stories)\.tsx?$/.test(entry.name),
  ),
);

/** Every installed package's folder, where pnpm keeps it (the path Vite resolves modules to). */
const store = join(repo, 'node_modules/.pnpm');
const packageDirs = readdirSync(store, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .flatMap(({ name }) => {
    const modules = join(store, name, 'node_modules');
    return readdirSync(modules).flatMap((dir) =>
      dir.startsWith('@')
        ? readdirSync(join(modules, dir)).map((scoped) => join(modules, dir, scoped))
        : [join(modules, dir)],
    );
  });
const allPatterns = [...Object.values(CHUNK_PATTERNS).flat(), ...Object.values(LEFT_OUT)];
/** The files of the installed packages a pattern names; the others are never read. */
const packageFiles = packageDirs
  .filter((dir) => allPatterns.some((pattern) => pattern.test(`${dir}/`)))
  .flatMap((dir) => filesBelow(dir, ({ name }) => name === 'node_modules'));
const files = [...sourceFiles, ...packageFiles];

/**
 * The group in `source` that starts at or after `from`: where it opens and closes, whether it is
 * a negative lookahead, and its alternatives (split at its own `|`, not at a nested group's).
 */
function nextGroup(source: string, from: number) {
  let open = -1;
  let depth = 0;
  let split = 0;
  const alternatives: string[] = [];
  for (let at = from; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (char === '[') at = source.indexOf(']', at + 1);
    else if (char === '|' && depth === 1) {
      alternatives.push(source.slice(split, at));
      split = at + 1;
    } else if (char === '(') {
      if (depth === 0) {
        open = at;
        split = source.startsWith('(?', at) ? at + 3 : at + 1;
      }
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth > 0) continue;
      alternatives.push(source.slice(split, at));
      const kind = source.slice(open, open + 3);
      if (kind.startsWith('(?') && kind !== '(?!' && kind !== '(?:')
        throw new Error(`chunking.test.ts reads no ${kind} group: ${source}`);
      if (/[?*+{]/.test(source[at + 1] ?? ''))
        throw new Error(`chunking.test.ts reads no quantified group: ${source}`);
      return { open, close: at, lookahead: kind === '(?!', alternatives };
    }
  }
  return undefined;
}

/**
 * Every way through a pattern's alternations, as patterns without them: `a(b|c)` gives `ab` and
 * `ac`. A negative lookahead names files to leave out, so each of those must exist as well
 * (`a(?!b)` gives `ab`), and the pattern must still match something once they are left out.
 */
function waysThrough(source: string, from = 0): string[] {
  const group = nextGroup(source, from);
  if (!group) return [source];
  const before = source.slice(0, group.open);
  const after = source.slice(group.close + 1);
  const named = group.alternatives.flatMap((alternative) =>
    waysThrough(before + alternative + after, group.open),
  );
  return group.lookahead ? [...named, ...waysThrough(source, group.close + 1)] : named;
}

/** A pattern's source as its path reads, for a test's name. */
const readable = (source: string) => source.replaceAll('[\\\\/]', '/').replaceAll('\\.', '.');

const cases = [
  ...Object.entries(CHUNK_PATTERNS).flatMap(([chunk, patterns]) =>
    patterns.flatMap((pattern) => waysThrough(pattern.source).map((way) => [chunk, way] as const)),
  ),
  ...Object.entries(LEFT_OUT).map(([name, pattern]) => [`left out (${name})`, pattern.source]),
];

describe('the chunking patterns', () => {
  it('were walked over the workspace and the packages they name', () => {
    expect(sourceFiles.length).toBeGreaterThan(500);
    expect(packageFiles.length).toBeGreaterThan(100);
  });

  it.each(cases.map(([chunk, way]) => [chunk, readable(way), way]))(
    '%s: %s matches a file',
    (chunk, path, way) => {
      const pattern = new RegExp(way);
      const named = files.some((file) => pattern.test(file));
      expect(named, `${chunk}: no file matches ${path}; remove or fix it in chunking.ts`).toBe(
        true,
      );
    },
  );
});

describe('waysThrough', () => {
  it('takes each alternative of each group, nested ones too', () => {
    expect(waysThrough('a/(b|c(d|e))/f')).toEqual(['a/b/f', 'a/cd/f', 'a/ce/f']);
  });

  it('names what a lookahead leaves out, then goes on past it', () => {
    expect(waysThrough('a/(?!b|c)(d|e)')).toEqual([
      'a/bd',
      'a/be',
      'a/cd',
      'a/ce',
      'a/(?!b|c)d',
      'a/(?!b|c)e',
    ]);
  });

  it('skips escapes and character classes', () => {
    expect(waysThrough('[\\\\/](x\\.ts|y\\(z)$')).toEqual(['[\\\\/]x\\.ts$', '[\\\\/]y\\(z$']);
  });
});
