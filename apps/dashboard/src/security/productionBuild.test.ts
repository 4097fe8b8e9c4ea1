import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { built, EXAMPLE_API_ROOT } from '../../../../scripts/builds.mjs';
import {
  NGINX_SNIPPET_FILE,
  headersFile,
  metaPolicy,
  nginxSnippet,
  type PolicyInput,
} from './policy';

// What a build for one real API must allow: that root, the default file host, no sandbox. The
// build is the test command's build for a real API (scripts/builds.mjs), whose root this is.
const REAL_API: PolicyInput = {
  apiRoots: [EXAMPLE_API_ROOT],
  fileHost: 'https://files.paymerchant.ng',
  sandbox: false,
};

describe('the production build for a real API', () => {
  it(
    'carries the policy of its API root in index.html, _headers and the nginx snippet',
    { timeout: 180_000 },
    async () => {
      const outDir = await built('realApi');
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');

      // The policy comes before the first script or stylesheet it governs.
      const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(REAL_API)}" />`;
      expect(html).toContain(meta);
      expect(html.indexOf(meta)).toBeLessThan(html.search(/<script|<link/));
      expect(html).toContain('<meta name="referrer" content="no-referrer" />');
      expect(metaPolicy(REAL_API)).toContain(`connect-src 'self' ${EXAMPLE_API_ROOT};`);

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
