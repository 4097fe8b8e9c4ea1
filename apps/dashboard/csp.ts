import type { Plugin, Rollup } from 'vite';
import { PATHS } from '../../packages/screens/src/routes/paths.ts';
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
  type PagePreloads,
  type PolicyInput,
} from './src/security/policy.ts';

const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * At a dashboard address the page renders in the shell (chunking.ts), which the entry asks for
 * only once it has downloaded and run: on a phone's connection that was a second download after
 * the first, before anything showed. Sent as a preload with the document, it downloads beside the
 * entry (issue 17, docs/adr/011). Not at the sign-in page, which does not need it.
 */
function shellPreloads(bundle: Rollup.OutputBundle, base: string): PagePreloads {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const shell = chunks.find((chunk) => chunk.name === 'shell');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!shell || !entry) throw new Error('content-security-policy: no shell or entry chunk');
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const files = [shell.fileName, ...shell.imports].filter((file) => !loaded.has(file));
  return { under: PATHS.home, files: files.map((file) => `${base}${file}`) };
}

/**
 * Locks the production build down (docs/adr/006): a Content-Security-Policy meta tag in
 * index.html, a `_headers` file for static hosts (and scripts/serve-static.mjs) and the same
 * headers as an nginx snippet, all derived at build time from the same
 * variables the bundle reads for its API root. The host files also preload the shell at dashboard
 * addresses (`shellPreloads`). The dev server gets none: Vite's own dev client
 * needs inline scripts and eval.
 */
export function contentSecurityPolicy(): Plugin {
  let input: PolicyInput | undefined;
  let base = '/';
  const policyInput = () => {
    if (!input) throw new Error('content-security-policy: the config was not resolved');
    return input;
  };
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      base = config.base;
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
    generateBundle(_options, bundle) {
      const input = policyInput();
      const preloads = shellPreloads(bundle, base);
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(input, preloads) });
      this.emitFile({
        type: 'asset',
        fileName: NGINX_SNIPPET_FILE,
        source: nginxSnippet(input, preloads),
      });
    },
  };
}
