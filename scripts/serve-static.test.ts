import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./serve-static.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
let server: ChildProcess;
let base: string;

/** A free port: listen on 0, read it, close. */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'app-abc.js'), 'export {};');
  // A built file with the compressed twins the build writes (vite.config.ts).
  const built = 'export const built = true;';
  writeFileSync(join(dir, 'assets', 'built-abc.js'), built);
  writeFileSync(join(dir, 'assets', 'built-abc.js.br'), brotliCompressSync(built));
  writeFileSync(join(dir, 'assets', 'built-abc.js.gz'), gzipSync(built));
  writeFileSync(join(dir, 'secret.txt'), 'inside');
  writeFileSync(
    join(dir, '_headers'),
    [
      '/*',
      "  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      '  X-Frame-Options: DENY',
      '  Strict-Transport-Security: max-age=63072000',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn('node', [script, '--dir', dir, '--port', String(port)], { stdio: 'pipe' });
  await new Promise<void>((ready) => server.stdout?.once('data', () => ready()));
}, 20_000);

afterAll(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('the preview server (pnpm preview)', () => {
  it('applies the rules of _headers to every answer', async () => {
    const page = await fetch(`${base}/dashboard/business/transactions`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBeNull();

    const asset = await fetch(`${base}/assets/app-abc.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends HSTS only over TLS, so not over this plain-HTTP server', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers 404 for a missing file and never serves outside the build', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(escape.status).toBe(404);
    expect((await fetch(`${base}/%E0%A4%A.js`)).status).toBe(404);
    expect(await fetch(`${base}/secret.txt`).then((answer) => answer.text())).toBe('inside');
  });

  it('gzips text for a browser that asks, as hosts do, and sends it plain otherwise', async () => {
    const zipped = await fetch(`${base}/assets/app-abc.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe('export {};');

    const plain = await fetch(`${base}/assets/app-abc.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export {};');
  });

  it("sends a built file's compressed twin, Brotli first, in the coding the browser accepts", async () => {
    const read = (encodings: string) =>
      fetch(`${base}/assets/built-abc.js`, { headers: { 'Accept-Encoding': encodings } });
    for (const [encodings, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await read(encodings);
      expect(answer.headers.get('content-encoding')).toBe(coding);
      expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await answer.text()).toBe('export const built = true;');
    }
  });
});
