import { setupWorker } from 'msw/browser';
import { DEMO_ACCOUNTS, DEMO_OTP } from './demo';
import { faultHandlers, readFaultsFromUrl } from './faults';
import { handlers } from './handlers';
import { scenarioHandlers, readScenarioFromUrl, type ScenarioName } from './scenarios';

/**
 * Starts the sandbox in the browser (the demo and the dashboard in development). The scenario
 * comes from `?scenario=` (kept for the tab), e.g. `?scenario=slow` to see loading states;
 * faults of single calls from `?fault=` or localStorage (see faultRules.ts).
 */
export async function startSandbox(options: { quiet?: boolean; scenario?: ScenarioName } = {}) {
  const scenario = options.scenario ?? readScenarioFromUrl();
  readFaultsFromUrl();
  const worker = setupWorker(
    ...faultHandlers(handlers),
    ...scenarioHandlers(scenario),
    ...handlers,
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: options.quiet ?? true });
  return worker;
}

/** What the demo shows about the sandbox: its OTP and its sign-ins. */
export const sandboxInfo = {
  otp: DEMO_OTP,
  accounts: Object.values(DEMO_ACCOUNTS).map(({ email, password, description }) => ({
    email,
    password,
    description,
  })),
};
