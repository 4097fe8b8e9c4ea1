import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import {
  NGINX_SNIPPET_FILE,
  headersFile,
  metaPolicy,
  nginxSnippet,
  type PolicyInput,
} from './policy';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'dashboard-csp-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// What a build for one real API must allow: that root, the default file host, no sandbox.
const REAL_API: PolicyInput = {
  apiRoots: ['https://api.example.test'],
  fileHost: 'https://files.paymerchant.ng',
  sandbox: false,
};

describe('the production build for a real API', () => {
  it(
    'carries the policy of its API root in index.html, _headers and the nginx snippet',
    { timeout: 180_000 },
    async () => {
      const saved = { ...process.env };
      Object.assign(process.env, {
        VITE_API_ROOT: 'https://api.example.test/',
        VITE_API_MOCKING: 'off',
      });
      try {
        await build({ root: appRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
      } finally {
        process.env = saved;
      }
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');

      // The policy comes before the first script or stylesheet it governs.
      const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(REAL_API)}" />`;
      expect(html).toContain(meta);
      expect(html.indexOf(meta)).toBeLessThan(html.search(/<script|<link/));
      expect(html).toContain('<meta name="referrer" content="no-referrer" />');
      expect(metaPolicy(REAL_API)).toContain('connect-src https://api.example.test;');

      // No inline script: every script tag loads a file.
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag, body] of scripts) {
        expect(tag).toMatch(/\bsrc="\/assets\//);
        expect(body?.trim()).toBe('');
      }

      expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(headersFile(REAL_API));
      expect(readFileSync(join(outDir, NGINX_SNIPPET_FILE), 'utf8')).toBe(nginxSnippet(REAL_API));
    },
  );
});
