/** Why a production build stops when the sandbox is switched on. */
export const SANDBOX_IN_PRODUCTION_MESSAGE =
  'The production build would carry the sandbox: VITE_API_MOCKING is "on" (set in the shell or ' +
  'in an .env file such as .env.local or .env.production.local). Unset it to build for a real ' +
  'API, or run `pnpm build:demo` (--mode demo) for the demo.';

/**
 * Stops a production build (mode production) that would bundle the sandbox: a variable left in
 * the shell or a local .env file would otherwise ship the demo's sign-ins and fake API to
 * merchants. Other modes (the demo, the dev server) may carry it.
 */
export function refuseSandboxInProduction(mode: string, env: Record<string, string | undefined>) {
  if (mode === 'production' && env.VITE_API_MOCKING === 'on') {
    throw new Error(SANDBOX_IN_PRODUCTION_MESSAGE);
  }
}
