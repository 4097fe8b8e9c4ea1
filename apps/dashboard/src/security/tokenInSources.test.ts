import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../packages/api/src/mocks/demo';
import { resetDb } from '../../../../packages/api/src/mocks/db';
import { createSession } from '../../../../packages/api/src/mocks/sessions';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** Story, fixture and sandbox-data sources: where a captured token would be pasted. */
const isStoryOrFixture = (path: string) =>
  /\.stories\.tsx?$/.test(path) ||
  /fixtures?(\.tsx?$|\/)/i.test(path) ||
  /\/mocks\/(data|factories)\//.test(path) ||
  path.startsWith('.storybook/');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(tsx?|json|mdx?)$/.test(name) ? [path] : [];
  });
}

/** What every sandbox token of a demo login starts with: the token minus its time part. */
function loginPartOf(email: string) {
  const { token } = createSession(email, 'token-check');
  return token.slice(0, token.lastIndexOf('.') + 1);
}

afterAll(() => resetDb());

const TOKEN_SHAPES: [string, RegExp][] = [
  ['a sandbox token', /sandbox\.[A-Za-z0-9+/]{12,}\.[0-9a-z]{8,}/],
  ['a bearer header', /Bearer\s+[A-Za-z0-9._~+/-]{12,}/],
  ['a JWT', /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}/],
  ['an accessToken value', /accessToken['"]?\s*[:=]\s*['"`][^'"`\s]{8,}/],
];

describe('stories and fixtures hold no session token', () => {
  const files = ['packages', 'apps', '.storybook']
    .flatMap((top) => sourcesUnder(join(REPO, top)))
    .map((path) => relative(REPO, path))
    .filter(isStoryOrFixture);
  const loginParts = Object.values(DEMO_ACCOUNTS).map((account) => loginPartOf(account.email));

  it('scans every story and fixture file', () => {
    expect(files.filter((path) => path.endsWith('.stories.tsx')).length).toBeGreaterThan(50);
    expect(files.some((path) => path.includes('/mocks/data/'))).toBe(true);
  });

  it('finds no demo login token nor anything shaped like a token', () => {
    const hits = files.flatMap((path) => {
      const text = readFileSync(join(REPO, path), 'utf8');
      return [
        ...loginParts.filter((part) => text.includes(part)).map((part) => `${path}: ${part}`),
        ...TOKEN_SHAPES.filter(([, shape]) => shape.test(text)).map(([what]) => `${path}: ${what}`),
      ];
    });
    console.log(`token grep: ${files.length} story/fixture files, ${hits.length} hits`);
    expect(hits).toEqual([]);
  });

  it('would see a pasted token', () => {
    const pasted = `export const session = { accessToken: '${loginParts[0] ?? ''}l2x9ab1' };`;
    expect(loginParts.some((part) => pasted.includes(part))).toBe(true);
    expect(TOKEN_SHAPES.some(([, shape]) => shape.test(pasted))).toBe(true);
  });
});
