/**
 * Which merchant API root the client talks to.
 * 1. `VITE_API_ROOT`, when set, wins (a build pointed at one real API).
 * 2. A production build (mode production) without it calls the production root, wherever it is
 *    served, so its Content-Security-Policy names that one root (docs/adr/014).
 * 3. Otherwise (the dev server, the demo, tests) the spec's rule: the development root for hosts
 *    containing the development domain or localhost, the production root for every other host.
 */
export interface ApiRootSettings {
  /** Explicit root (`VITE_API_ROOT`, or a production build's production root); overrides the host rule. */
  explicitRoot?: string;
  /** Root used on development hosts. */
  developmentRoot: string;
  /** Root used everywhere else. */
  productionRoot: string;
  /** A host containing this text is a development host. */
  developmentDomain: string;
}

export const DEFAULT_DEVELOPMENT_ROOT = 'https://merchant-api.dev.paymerchant.ng';
export const DEFAULT_PRODUCTION_ROOT = 'https://merchant-api.paymerchant.ng';
export const DEFAULT_DEVELOPMENT_DOMAIN = 'dev.paymerchant.ng';
/** Where the API serves uploaded files (logos, documents); the dashboard may show them as images. */
export const DEFAULT_FILE_HOST = 'https://files.paymerchant.ng';

export function resolveApiRoot(host: string, settings: ApiRootSettings): string {
  if (settings.explicitRoot) return trimSlash(settings.explicitRoot);
  const isDevelopmentHost =
    host.includes(settings.developmentDomain) ||
    host.includes('localhost') ||
    host.startsWith('127.0.0.1');
  return trimSlash(isDevelopmentHost ? settings.developmentRoot : settings.productionRoot);
}

/** True on hosts that use the development API (the spec shows 'Verify Test Mode' only there). */
export function isDevelopmentEnvironment(
  host: string,
  developmentDomain = settingsFromEnv().developmentDomain,
) {
  return (
    host.includes(developmentDomain) || host.includes('localhost') || host.startsWith('127.0.0.1')
  );
}

function trimSlash(root: string) {
  return root.replace(/\/+$/, '');
}

/** Reads one build variable; an empty value counts as unset. */
export type EnvReader = (name: string) => string | undefined;

export const readEnv: EnvReader = (name) => {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  const value = env?.[name];
  return value ? value : undefined;
};

/**
 * The root settings from build variables. The bundle reads them from `import.meta.env`; the
 * build (the Content-Security-Policy plugin) passes Vite's resolved env, so both agree.
 */
export function settingsFrom(read: EnvReader): ApiRootSettings {
  const productionRoot = read('VITE_API_PROD_ROOT') ?? DEFAULT_PRODUCTION_ROOT;
  return {
    explicitRoot:
      read('VITE_API_ROOT') ?? (read('MODE') === 'production' ? productionRoot : undefined),
    developmentRoot: read('VITE_API_DEV_ROOT') ?? DEFAULT_DEVELOPMENT_ROOT,
    productionRoot,
    developmentDomain: read('VITE_API_DEV_DOMAIN') ?? DEFAULT_DEVELOPMENT_DOMAIN,
  };
}

export function settingsFromEnv(): ApiRootSettings {
  return settingsFrom(readEnv);
}

/**
 * Every root a bundle built with these settings can call: the explicit root (a production build
 * always has one), or else both roots of the host rule, since the host is only known when the
 * page runs.
 */
export function reachableApiRoots(settings: ApiRootSettings): string[] {
  if (settings.explicitRoot) return [trimSlash(settings.explicitRoot)];
  return [...new Set([settings.developmentRoot, settings.productionRoot].map(trimSlash))];
}

/** The API's file host (`VITE_API_FILE_HOST`, else the default). */
export function fileHostFrom(read: EnvReader): string {
  return trimSlash(read('VITE_API_FILE_HOST') ?? DEFAULT_FILE_HOST);
}

/** The payment gateway's default root, where customers pay invoices and payment links. */
export const DEFAULT_GATEWAY_ROOT = 'https://checkout.paymerchant.ng';

/** The payment gateway root: `VITE_GATEWAY_ROOT`, else the default (configured like the API root). */
export function getGatewayRoot(read: EnvReader = readEnv): string {
  return trimSlash(read('VITE_GATEWAY_ROOT') ?? DEFAULT_GATEWAY_ROOT);
}

let configuredRoot: string | undefined;

/** Overrides the root (tests and the Node sandbox); `undefined` restores the environment rule. */
export function setApiRoot(root: string | undefined) {
  configuredRoot = root === undefined ? undefined : trimSlash(root);
}

export function getApiRoot(): string {
  if (configuredRoot) return configuredRoot;
  const host = typeof window === 'undefined' ? 'localhost' : window.location.host;
  return resolveApiRoot(host, settingsFromEnv());
}

/**
 * Whether the merchant API accepts an `Idempotency-Key` header (`VITE_API_IDEMPOTENCY=on`).
 * Off by default: the spec's API does not list the header, and a cross-origin API that does not
 * allow it would refuse every money call at the preflight.
 */
export function acceptsIdempotencyKey(read: EnvReader = readEnv): boolean {
  return read('VITE_API_IDEMPOTENCY') === 'on';
}

/**
 * Origins whose addresses the dashboard opens or shows even without https: (see ui's
 * `safeExternalUrl`): the API root it calls and the API's file host, as configured for this build
 * (plain http only on a development machine). Every other address the server sends must be https.
 */
export function trustedOrigins(): string[] {
  return [
    ...new Set([getApiRoot(), fileHostFrom(readEnv)].map((address) => new URL(address).origin)),
  ];
}
