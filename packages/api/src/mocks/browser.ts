import { http, matchRequestUrl, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { mutate } from 'swr';
// The default cache itself: a fresh load has no entry at all, and only deleting one also drops
// its "not loading" flags, so the next read starts from loading again.
import { cache } from 'swr/_internal';
import { DEMO_ACCOUNTS, DEMO_OTP } from './demo';
import { API_CALLS, faultHandlers, readFaultsFromUrl } from './faults';
import { handlers } from './handlers';
import { sampleStatement } from './sampleStatement';
import { scenarioHandlers, readScenarioFromUrl, type ScenarioName } from './scenarios';

/**
 * Starts the sandbox in the browser (the demo and the dashboard in development). The scenario
 * comes from `?scenario=` (kept for the tab), e.g. `?scenario=slow` to see loading states;
 * faults of single calls from `?fault=` or the tab's session storage (see faultRules.ts).
 */
export async function startSandbox(options: { quiet?: boolean; scenario?: ScenarioName } = {}) {
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateFailure);
  const scenario = options.scenario ?? readScenarioFromUrl();
  readFaultsFromUrl();
  // The faults that read the real answer (drop, twice, clock...) read the scenario's too.
  const answering = [...scenarioHandlers(scenario), ...handlers];
  const worker = setupWorker(appFiles, ...faultHandlers(answering), ...answering);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: options.quiet ?? true });
  (window as SandboxWindow).merchantSandbox = sandboxControls;
  return worker;
}

/**
 * MSW's worker hands the page every request it makes, the app's own scripts, styles and fonts
 * included, and each handler it tries reads the request's cookies; letting those files through
 * first spares each of them a pass over every API handler.
 */
const appFiles = http.all(
  ({ request }) => !matchRequestUrl(new URL(request.url), API_CALLS).matches,
  () => passthrough(),
);

/**
 * On each start MSW refreshes an already registered worker with `registration.update()` and
 * leaves the promise unawaited (msw/browser, getWorkerInstance). When the browser cannot
 * refetch the script at that moment (CI saw 'Not found' on 2 of 294 fault-sweep visits), the
 * rejection surfaces as an uncaught page error, although the registered worker keeps
 * answering. Only that rejection is silenced; every other one still reaches the console.
 */
function ignoreWorkerUpdateFailure(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : '';
  if (message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
}

/**
 * What the sandbox lets a test do in the page, beyond what a merchant can (the fault sweep in
 * apps/dashboard/e2e). Only sandbox builds have it: a build for a real API has no sandbox.
 */
interface SandboxControls {
  /**
   * Forgets every read the app cached, as a fresh page load would, so the next visit to a page
   * asks the (possibly failing) sandbox again. Call it while no page is mounted.
   */
  forgetReads: () => Promise<void>;
}

export type SandboxWindow = Window & { merchantSandbox?: SandboxControls };

const sandboxControls: SandboxControls = {
  forgetReads: async () => {
    // Revalidating (the default) also drops SWR's dedupe markers, so the next read is sent
    // however recent the last one; with nothing mounted, no request goes out now.
    await mutate(() => true, undefined);
    for (const key of [...cache.keys()]) cache.delete(key);
  },
};

/** What the demo shows about the sandbox: its OTP, its sign-ins and a statement to reconcile. */
export const sandboxInfo = {
  sampleStatement,
  otp: DEMO_OTP,
  accounts: Object.values(DEMO_ACCOUNTS).map(({ email, password, description }) => ({
    email,
    password,
    description,
  })),
};
