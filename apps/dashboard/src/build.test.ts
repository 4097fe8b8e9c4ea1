import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const outDirs: string[] = [];

/** Builds the dashboard with the given environment and returns every emitted JS file's text. */
async function buildWith(env: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'dashboard-build-'));
  outDirs.push(outDir);
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({ root: appRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

// Markers of the sandbox: MSW's worker registration and the seeded demo sign-ins.
const SANDBOX_MARKERS = ['mockServiceWorker', 'adaeze@lagosfreshfoods.ng', 'merchant-sandbox:v1'];

afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a build for a real API', () => {
  it('carries the sandbox only when mocking is on', { timeout: 120_000 }, async () => {
    const demo = await buildWith({ VITE_API_MOCKING: 'on' });
    for (const marker of SANDBOX_MARKERS) expect(demo).toContain(marker);

    const real = await buildWith({
      VITE_API_MOCKING: 'off',
      VITE_API_ROOT: 'https://merchant-api.example.test',
    });
    for (const marker of SANDBOX_MARKERS) expect(real).not.toContain(marker);
    expect(real).toContain('https://merchant-api.example.test');
  });
});
