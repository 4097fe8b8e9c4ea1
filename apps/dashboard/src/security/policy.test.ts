import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCTION_ROOT,
  reachableApiRoots,
  settingsFrom,
} from '../../../../packages/api/src/core/config';
import {
  EMPTY_STYLE_HASH,
  ASSET_CACHE_CONTROL,
  SERVICE_WORKER_CACHE_CONTROL,
  STRICT_TRANSPORT_SECURITY,
  headersFile,
  metaPolicy,
  nginxSnippet,
  policyDirectives,
  securityHeaders,
  sourceOf,
  type PolicyInput,
} from './policy';
import { SERVICE_WORKER_PATH } from '../serviceWorker/files';

const realApi: PolicyInput = {
  apiRoots: ['https://api.example.test'],
  fileHost: 'https://files.example.test',
  sandbox: false,
};
const demo: PolicyInput = {
  apiRoots: ['https://merchant-api.dev.paymerchant.ng', 'https://merchant-api.paymerchant.ng'],
  fileHost: 'https://files.paymerchant.ng',
  sandbox: true,
};

/** Splits a serialized policy back into directive name -> sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('sourceOf', () => {
  it('is the origin for a root without a path', () => {
    expect(sourceOf('https://api.example.test')).toBe('https://api.example.test');
    expect(sourceOf('https://api.example.test:8443/')).toBe('https://api.example.test:8443');
  });

  it('is a path prefix (ending in /) for a root with a path', () => {
    expect(sourceOf('https://api.example.test/merchant')).toBe(
      'https://api.example.test/merchant/',
    );
    expect(sourceOf('https://api.example.test/v1/')).toBe('https://api.example.test/v1/');
  });
});

describe('the policy of a build for a real API', () => {
  const policy = parse(metaPolicy(realApi));

  it('runs only the bundle’s own scripts: no inline script, no eval', () => {
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(metaPolicy(realApi)).not.toMatch(/unsafe-eval|unsafe-inline|nonce-/);
    expect(policy['default-src']).toEqual(["'none'"]);
  });

  it('connects to the configured API root, and to itself for the shell’s service worker', () => {
    // The worker's precache fetches the bundle's files under this policy (docs/adr/022).
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.test']);
  });

  it('loads its web manifest from its own origin only', () => {
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it('runs workers from the bundle’s own files only', () => {
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('shows images from itself, data:, upload previews and the API’s file host', () => {
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.test']);
  });

  it('allows only empty <style> elements besides its own stylesheets', () => {
    expect(policy['style-src']).toEqual(["'self'", EMPTY_STYLE_HASH]);
    const emptyHash = createHash('sha256').update('').digest('base64');
    expect(EMPTY_STYLE_HASH).toBe(`'sha256-${emptyHash}'`);
  });

  it('leaves frame-ancestors out of the meta tag, where browsers ignore it', () => {
    expect(policy['frame-ancestors']).toBeUndefined();
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'none'"]);
  });
});

describe('the policy of `pnpm build` with no API root set', () => {
  it('connects to the production root alone, the one root the bundle calls', () => {
    const env: Record<string, string> = { MODE: 'production' };
    const policy = parse(
      metaPolicy({
        apiRoots: reachableApiRoots(settingsFrom((name) => env[name])),
        fileHost: 'https://files.paymerchant.ng',
        sandbox: false,
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", DEFAULT_PRODUCTION_ROOT]);
  });
});

describe('the policy of the sandbox (demo) build', () => {
  const policy = parse(metaPolicy(demo));

  it('allows both roots of the host rule, and its own origin for the service worker', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://merchant-api.dev.paymerchant.ng',
      'https://merchant-api.paymerchant.ng',
    ]);
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('still has no inline script and no eval', () => {
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(metaPolicy(demo)).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('loads no web manifest: the demo is not installable (docs/adr/022)', () => {
    expect(policy['manifest-src']).toBeUndefined();
  });
});

describe('the headers for static hosts', () => {
  it('carry the same policy plus frame-ancestors, the referrer rule and nosniff', () => {
    const headers = securityHeaders(realApi);
    expect(parse(headers['Content-Security-Policy'] ?? '')).toEqual({
      ...parse(metaPolicy(realApi)),
      'frame-ancestors': ["'none'"],
    });
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
  });

  it('write _headers as a rule for every path with indented headers', () => {
    const lines = headersFile(realApi).trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1, 6).map((line) => line.split(':')[0]?.trim())).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Strict-Transport-Security',
    ]);
    expect(lines.slice(1, 6).every((line) => line.startsWith('  '))).toBe(true);
  });

  it('let hosts cache the hashed assets for good, and never the service worker', () => {
    const lines = headersFile(realApi).trimEnd().split('\n');
    expect(lines.slice(6)).toEqual([
      '/assets/*',
      `  Cache-Control: ${ASSET_CACHE_CONTROL}`,
      SERVICE_WORKER_PATH,
      `  Cache-Control: ${SERVICE_WORKER_CACHE_CONTROL}`,
    ]);
    expect(SERVICE_WORKER_CACHE_CONTROL).toBe('no-cache');
  });

  it('leave the service worker’s rule out of the demo, which has none of its own', () => {
    expect(headersFile(demo)).not.toContain(SERVICE_WORKER_PATH);
    expect(nginxSnippet(demo)).not.toContain(SERVICE_WORKER_PATH);
  });

  it('dedupe roots that name the same source', () => {
    const roots = policyDirectives(
      { ...realApi, apiRoots: ['https://api.example.test', 'https://api.example.test/'] },
      'header',
    )['connect-src'];
    expect(roots).toEqual(["'self'", 'https://api.example.test']);
  });
});

describe('the nginx snippet', () => {
  const snippet = nginxSnippet(realApi);
  const topLevel = snippet.split('\n').filter((line) => line.startsWith('add_header'));
  const assets = /location \/assets\/ \{\n([\s\S]*?)\n\}/.exec(snippet)?.[1]?.split('\n') ?? [];
  const worker = /location = \/sw\.js \{\n([\s\S]*?)\n\}/.exec(snippet)?.[1]?.split('\n') ?? [];

  it('sends every header of _headers, always (error pages too)', () => {
    expect(topLevel).toEqual(
      Object.entries(securityHeaders(realApi)).map(
        ([name, value]) => `add_header ${name} "${value}" always;`,
      ),
    );
    expect(snippet).toContain("frame-ancestors 'none'");
  });

  it('repeats them for the assets, whose own Cache-Control would drop the inherited ones', () => {
    expect(assets.map((line) => line.trim())).toEqual([
      ...topLevel,
      `add_header Cache-Control "${ASSET_CACHE_CONTROL}" always;`,
    ]);
  });

  it('repeats them for the service worker, revalidated on every check for a new version', () => {
    expect(worker.map((line) => line.trim())).toEqual([
      ...topLevel,
      `add_header Cache-Control "${SERVICE_WORKER_CACHE_CONTROL}" always;`,
    ]);
  });

  it('holds no double quote inside a value, which would end it early', () => {
    for (const value of Object.values(securityHeaders(realApi))) expect(value).not.toContain('"');
  });
});
