import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVELOPMENT_ROOT,
  DEFAULT_PRODUCTION_ROOT,
} from '../../../packages/api/src/core/config';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../../packages/api/src/mocks/demo';
import { built } from '../../../scripts/builds.mjs';
import { refuseSandboxInProduction, SANDBOX_IN_PRODUCTION_MESSAGE } from '../sandboxGuard';
import { APP_COLORS, APP_ICONS } from '../appIcon';
import { WEB_MANIFEST_FILE } from '../shellWorker';
import { DEMO_BANNER_TEXT } from './app/sandboxInfo';
import { SERVICE_WORKER_PATH, SHELL_DOCUMENT } from './serviceWorker/files';

/**
 * A build of the dashboard as `pnpm build` / `pnpm build:demo` make it with no variables set:
 * the test command's own (scripts/builds.mjs), made here when it is not of these sources.
 */
async function builtIn(mode: 'production' | 'demo') {
  const outDir = await built(mode);
  const assets = join(outDir, 'assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  return {
    code,
    assets: readdirSync(assets),
    read: (file: string) => readFileSync(join(outDir, file), 'utf8'),
    readBytes: (file: string) => readFileSync(join(outDir, file)),
    path: (file: string) => join(outDir, file),
    html: readFileSync(join(outDir, 'index.html'), 'utf8'),
    hasWorker: existsSync(join(outDir, 'mockServiceWorker.js')),
    has: (file: string) => existsSync(join(outDir, file)),
  };
}

const DEMO_PASSWORDS = [
  ...new Set(Object.values(DEMO_ACCOUNTS).map((account) => account.password)),
];
// The sandbox itself: MSW's worker registration, the seeded sign-ins and its storage key.
const SANDBOX_MARKERS = [
  'mockServiceWorker',
  DEMO_ACCOUNTS.twoFactor.email,
  'merchant-sandbox:v1',
  ...DEMO_PASSWORDS,
];
// The OTP as a string literal (the digits alone also sit inside a phone placeholder).
const OTP_LITERAL = new RegExp(`["'\`]${DEMO_OTP}["'\`]`);

describe('pnpm build (no flags) is the real-API build', () => {
  let real: Awaited<ReturnType<typeof builtIn>>;
  beforeAll(async () => {
    real = await builtIn('production');
  }, 180_000);

  it('holds no sandbox code, no demo sign-ins or OTP, no MSW worker and no widened CSP', () => {
    for (const marker of SANDBOX_MARKERS) expect(real.code).not.toContain(marker);
    expect(real.code).not.toMatch(OTP_LITERAL);
    expect(real.hasWorker).toBe(false);
    // Workers only from the bundle's own files (ADR 020), never from blob: or another origin.
    expect(real.html).toContain("worker-src 'self';");
    // No VITE_API_ROOT: the bundle calls the production root, the one its policy names beside
    // its own origin, where the shell's service worker fetches the bundle (docs/adr/022).
    expect(real.code).toContain(DEFAULT_PRODUCTION_ROOT);
    expect(real.html).toContain(`connect-src 'self' ${DEFAULT_PRODUCTION_ROOT};`);
    expect(real.html).not.toContain(DEFAULT_DEVELOPMENT_ROOT);
  });

  it('has the document ask for the shell at a dashboard address (preloadShell.ts)', () => {
    const src = /<script src="\/(assets\/preload-shell-[\w-]+\.js)"><\/script>/.exec(
      real.html,
    )?.[1];
    expect(src).toBeDefined();
    const shell = /"\/assets\/(shell-[\w-]+\.js)"/.exec(real.read(src ?? ''))?.[1];
    expect(real.assets).toContain(shell);
  });

  it("opens the entry and the shell, and only them, with V8's compile hint (compileHints.ts)", () => {
    const hinted = real.assets
      .filter((file) => file.endsWith('.js'))
      .filter((file) => real.read(`assets/${file}`).startsWith('//# allFunctionsCalledOnLoad\n'));
    const entry = /<script type="module" crossorigin src="\/assets\/([\w-]+\.js)"/.exec(
      real.html,
    )?.[1];
    expect(entry).toBeDefined();
    expect(hinted.sort()).toEqual(
      [entry, real.assets.find((file) => /^shell-[\w-]+\.js$/.test(file))].sort(),
    );
  });

  it('writes each script and the document beside their Brotli and gzip forms', () => {
    const texts = [
      'index.html',
      ...real.assets.filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`),
    ];
    const twins = [
      { extension: '.br', decode: brotliDecompressSync, encode: brotliCompressSync },
      {
        extension: '.gz',
        decode: gunzipSync,
        encode: (bytes: Buffer) => gzipSync(bytes, { level: 9 }),
      },
    ];
    for (const file of texts) {
      const plain = real.readBytes(file);
      for (const { extension, decode, encode } of twins) {
        const twin = `${file}${extension}`;
        // A twin is left out only where compressing would not make the file smaller.
        if (existsSync(real.path(twin)))
          expect(decode(real.readBytes(twin)).equals(plain), twin).toBe(true);
        else expect(encode(plain).length, twin).toBeGreaterThanOrEqual(plain.length);
      }
    }
  });
});

/** The service worker's precache list, as the build wrote it into sw.js (`{revision, url}`). */
function precached(sw: string): string[] {
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('pnpm build precaches the shell and is installable (docs/adr/022)', () => {
  let real: Awaited<ReturnType<typeof builtIn>>;
  beforeAll(async () => {
    real = await builtIn('production');
  }, 180_000);

  it('writes the web manifest with the tokens’ colours and icons it carries, and links it', () => {
    const manifest = JSON.parse(real.read(WEB_MANIFEST_FILE)) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Merchant Dashboard',
      start_url: '/',
      display: 'standalone',
      theme_color: APP_COLORS.theme,
      background_color: APP_COLORS.background,
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(
      APP_ICONS.map(({ size, purpose }) => `${size}x${size} ${purpose}`),
    );
    for (const icon of manifest.icons) expect(real.has(icon.src.slice(1)), icon.src).toBe(true);
    expect(real.html).toContain(`<link rel="manifest" href="/${WEB_MANIFEST_FILE}">`);
    expect(real.html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/assets\/favicon-/);
  });

  it('precaches the document, every page’s code and the icons; no map, twin or export library', () => {
    const sw = real.read(SERVICE_WORKER_PATH.slice(1));
    const urls = precached(sw);
    const entry = /<script type="module" crossorigin src="\/(assets\/[\w-]+\.js)"/.exec(
      real.html,
    )?.[1];
    expect(urls).toContain(SHELL_DOCUMENT.slice(1));
    expect(urls).toContain(WEB_MANIFEST_FILE);
    expect(urls).toContain(entry);
    expect(urls.some((url) => /^assets\/shell-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.endsWith('.png'))).toHaveLength(APP_ICONS.length);
    for (const url of urls) {
      expect(url).not.toMatch(/\.(map|br|gz)$|xlsx|\.worker-/);
      expect(real.has(url), url).toBe(true);
    }
    // The page's own code, not the API: no request to another origin is routed or stored.
    expect(sw).not.toContain(DEFAULT_PRODUCTION_ROOT);
  });
});

describe('pnpm build:demo is the demo', () => {
  it('carries the sandbox, its worker and the demo banner', { timeout: 180_000 }, async () => {
    const demo = await builtIn('demo');
    for (const marker of SANDBOX_MARKERS) expect(demo.code).toContain(marker);
    expect(demo.code).toMatch(OTP_LITERAL);
    expect(demo.hasWorker).toBe(true);
    expect(demo.code).toContain(DEMO_BANNER_TEXT);
    expect(demo.html).toContain("worker-src 'self'");
  });

  it('keeps MSW’s worker alone: no shell worker, its registration or a manifest', async () => {
    const demo = await builtIn('demo');
    expect(demo.has(SERVICE_WORKER_PATH.slice(1))).toBe(false);
    expect(demo.has(WEB_MANIFEST_FILE)).toBe(false);
    expect(demo.code).not.toContain(SERVICE_WORKER_PATH);
    expect(demo.html).not.toContain('rel="manifest"');
  });
});

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Runs `vite build --mode <mode>` into a scratch folder with these variables in the shell. */
function viteBuild(mode: string, variables: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'dashboard-build-'));
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')),
  );
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      join(APP_DIR, 'node_modules/.bin/vite'),
      ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: APP_DIR, env: { ...shell, ...variables } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      rmSync(outDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('pnpm build never carries the sandbox', () => {
  it('stops with the reason when VITE_API_MOCKING=on comes from the shell', async () => {
    const { code, output } = await viteBuild('production', { VITE_API_MOCKING: 'on' });
    expect(code).not.toBe(0);
    expect(output).toContain(SANDBOX_IN_PRODUCTION_MESSAGE);
  }, 60_000);

  it('stops when a local .env file switches it on; the demo mode may carry it', () => {
    for (const file of ['.env.local', '.env.production.local']) {
      const dir = mkdtempSync(join(tmpdir(), 'dashboard-env-'));
      try {
        writeFileSync(join(dir, file), 'VITE_API_MOCKING=on\n');
        expect(() => refuseSandboxInProduction('production', loadEnv('production', dir))).toThrow(
          SANDBOX_IN_PRODUCTION_MESSAGE,
        );
        expect(() => refuseSandboxInProduction('demo', loadEnv('demo', dir))).not.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('keeps local .env files out of the repository', () => {
    for (const file of ['.env.local', '.env.production.local', '.env.demo.local']) {
      // git check-ignore exits 1 (and throws here) for a path it would track.
      expect(() =>
        execFileSync('git', ['check-ignore', '--quiet', '--no-index', join(APP_DIR, file)]),
      ).not.toThrow();
    }
  });
});
