import { config } from 'zod/v4/core';

/**
 * Zod builds fast object parsers with `new Function`, and probes for it first. Under the
 * production Content-Security-Policy (no 'unsafe-eval') the probe is blocked, and even though
 * zod catches the throw, the browser reports it as a policy violation. Jitless mode skips both
 * the probe and the compiled parsers. Call it before any schema is built (the app's entry).
 */
export function parseWithoutEval() {
  config({ jitless: true });
}
