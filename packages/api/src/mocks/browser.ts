import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { scenarioHandlers, readScenarioFromUrl, type ScenarioName } from './scenarios';

/**
 * Starts the sandbox in the browser (the demo and the dashboard in development). The scenario
 * comes from `?scenario=` (kept for the tab), e.g. `?scenario=slow` to see loading states.
 */
export async function startSandbox(options: { quiet?: boolean; scenario?: ScenarioName } = {}) {
  const scenario = options.scenario ?? readScenarioFromUrl();
  const worker = setupWorker(...scenarioHandlers(scenario), ...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: options.quiet ?? true });
  return worker;
}
