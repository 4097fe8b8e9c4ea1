import { SERVICE_WORKER_PATH } from '../serviceWorker/files';

/**
 * The dashboard's Content-Security-Policy, derived from what a build can reach: the API roots it
 * may call, the API's file host, and whether it carries the sandbox. The build writes it into
 * index.html (a meta tag) and into `_headers` for static hosts; docs/adr/006 explains each choice.
 */
export interface PolicyInput {
  /** Every API root the bundle can call (see `reachableApiRoots`). */
  apiRoots: readonly string[];
  /** Where the API serves uploaded files; logos and documents may show from there. */
  fileHost: string;
  /**
   * The demo build: MSW's service worker serves the API from the page's own origin. Every other
   * build has the shell's service worker and a web manifest instead (docs/adr/022).
   */
  sandbox: boolean;
}

/**
 * SHA-256 of the empty string. styled-components (in production, CSSOM mode) injects empty
 * `<style>` elements and fills them with `insertRule`, which CSP does not govern; allowing only
 * this hash lets those empty elements in and keeps every `<style>` with text out.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The referrer rule sent with the policy: the API and other sites learn nothing of our URLs. */
export const REFERRER_POLICY = 'no-referrer';

export type Directives = Record<string, readonly string[]>;

/**
 * A CSP source for an address. A source with a path matches that path exactly unless it ends
 * in '/', so a root with a path becomes a prefix ('https://api.test/v1/'), a bare host its origin.
 */
export function sourceOf(address: string): string {
  const url = new URL(address);
  if (url.pathname === '/' || url.pathname === '') return url.origin;
  return `${url.origin}${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}`;
}

/** The policy as directives; `frame-ancestors` only where it is honoured (a header). */
export function policyDirectives(input: PolicyInput, delivery: 'meta' | 'header'): Directives {
  const apiSources = [...new Set(input.apiRoots.map(sourceOf))];
  const directives: Directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", EMPTY_STYLE_HASH],
    // blob: is the upload previews (object URLs of the chosen files); data: the inline logos.
    'img-src': ["'self'", 'data:', 'blob:', sourceOf(input.fileHost)],
    'font-src': ["'self'"],
    // The build's service worker fetches the app's own files under this same policy (its
    // script is served with these headers): the shell's worker precaches them (docs/adr/022),
    // the sandbox's lets the requests it does not answer through.
    'connect-src': ["'self'", ...apiSources],
    // The bundle's own workers (docs/adr/020): the reconciliation and export workers, the
    // service worker, and in the demo the sandbox's. Never blob: or another origin.
    'worker-src': ["'self'"],
    // The web manifest that makes a production build installable (docs/adr/022).
    ...(input.sandbox ? {} : { 'manifest-src': ["'self'"] }),
    'base-uri': ["'none'"],
    // Forms are sent by script; a native submission would put the fields in a URL.
    'form-action': ["'none'"],
  };
  return delivery === 'header' ? { ...directives, 'frame-ancestors': ["'none'"] } : directives;
}

function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy for the meta tag (a meta tag cannot carry frame-ancestors). */
export function metaPolicy(input: PolicyInput): string {
  return serializePolicy(policyDirectives(input, 'meta'));
}

/**
 * HTTPS only, for two years, subdomains too. Browsers honour it only over TLS; the preview
 * server (scripts/serve-static.mjs) leaves it out of plain-HTTP answers.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The response headers every file of the build should be served with. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy(policyDirectives(input, 'header')),
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
}

/**
 * Built assets carry a content hash in their file name, so a host may keep them for good: a
 * reload then fetches index.html and nothing else it already has.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The service worker's script is asked again on every check for a new version, never taken from
 * the HTTP cache: a cached copy would keep the last deploy's shell in place (docs/adr/022).
 */
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/**
 * `_headers` as Netlify and Cloudflare Pages read it: a path pattern, then indented headers.
 * Every path gets the security headers; the hashed assets also their caching, the service
 * worker its revalidation.
 */
export function headersFile(input: PolicyInput): string {
  const lines = Object.entries(securityHeaders(input)).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  const worker = input.sandbox
    ? []
    : [SERVICE_WORKER_PATH, `  Cache-Control: ${SERVICE_WORKER_CACHE_CONTROL}`];
  return [
    '/*',
    ...lines,
    '/assets/*',
    `  Cache-Control: ${ASSET_CACHE_CONTROL}`,
    ...worker,
    '',
  ].join('\n');
}

/** The nginx snippet's file name in the build, next to `_headers`. */
export const NGINX_SNIPPET_FILE = 'nginx-security-headers.conf';

/**
 * The same headers for nginx: a snippet to `include` in the TLS `server` block. nginx drops every
 * inherited `add_header` in a block that sets its own, so the assets' and the service worker's
 * locations repeat them.
 */
export function nginxSnippet(input: PolicyInput): string {
  const adds = (indent: string, headers: Record<string, string>) =>
    Object.entries(headers).map(
      ([name, value]) => `${indent}add_header ${name} "${value}" always;`,
    );
  const headers = securityHeaders(input);
  return [
    '# Generated by the dashboard build (apps/dashboard/src/security/policy.ts): include it in the',
    '# server block that serves the build over TLS.',
    ...adds('', headers),
    'location /assets/ {',
    ...adds('  ', { ...headers, 'Cache-Control': ASSET_CACHE_CONTROL }),
    '}',
    ...(input.sandbox
      ? []
      : [
          `location = ${SERVICE_WORKER_PATH} {`,
          ...adds('  ', { ...headers, 'Cache-Control': SERVICE_WORKER_CACHE_CONTROL }),
          '}',
        ]),
    'location / {',
    '  try_files $uri /index.html;',
    '}',
    '',
  ].join('\n');
}
