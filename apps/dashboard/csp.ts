import type { Plugin } from 'vite';
import {
  fileHostFrom,
  reachableApiRoots,
  settingsFrom,
} from '../../packages/api/src/core/config.ts';
import {
  NGINX_SNIPPET_FILE,
  REFERRER_POLICY,
  headersFile,
  metaPolicy,
  nginxSnippet,
  type PolicyInput,
} from './src/security/policy.ts';

const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * Locks the production build down (docs/adr/006): a Content-Security-Policy meta tag in
 * index.html, a `_headers` file for static hosts (and scripts/serve-static.mjs) and the same
 * headers as an nginx snippet, all derived at build time from the same
 * variables the bundle reads for its API root. The dev server gets none: Vite's own dev client
 * needs inline scripts and eval.
 */
export function contentSecurityPolicy(): Plugin {
  let input: PolicyInput | undefined;
  const policyInput = () => {
    if (!input) throw new Error('content-security-policy: the config was not resolved');
    return input;
  };
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      const read = (name: string) => env[name] || undefined;
      input = {
        apiRoots: reachableApiRoots(settingsFrom(read)),
        fileHost: fileHostFrom(read),
        sandbox: read('VITE_API_MOCKING') === 'on',
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Right after the charset, before any script or stylesheet the policy must cover.
        if (!CHARSET_META.test(html)) throw new Error('index.html needs a <meta charset> tag');
        const tags =
          `\n    <meta http-equiv="Content-Security-Policy" content="${metaPolicy(policyInput())}" />` +
          `\n    <meta name="referrer" content="${REFERRER_POLICY}" />`;
        return html.replace(CHARSET_META, (charset) => charset + tags);
      },
    },
    generateBundle() {
      const input = policyInput();
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(input) });
      this.emitFile({ type: 'asset', fileName: NGINX_SNIPPET_FILE, source: nginxSnippet(input) });
    },
  };
}
