import { http } from 'msw';
import { resetDb, type DataSize } from './db';
import type { FaultMode } from './faultRules';
import { API_CALLS, faultResponse } from './faults';

/**
 * Scenario presets for stories, tests and the demo:
 * - empty: an account with no data; large: 10,000 transactions a business; medium and huge: the
 *   direct sign-in's business with 1,000 or 100,000 (a large merchant), the rest as by default
 *   and as large;
 * - slow: every call waits 2 s (loading states); server-error: every call answers 500;
 * - session-expired: every call answers 'Please login again'.
 * To fail one call while the rest answer, use a fault instead (faultRules.ts).
 */
const SCENARIOS = [
  'default',
  'empty',
  'medium',
  'large',
  'huge',
  'slow',
  'server-error',
  'session-expired',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** The scenarios that fail or delay every call, as the fault they apply to all of them. */
const SCENARIO_FAULTS: Partial<Record<ScenarioName, { mode: FaultMode; delayMs?: number }>> = {
  slow: { mode: 'slow', delayMs: 2000 },
  'server-error': { mode: '500' },
  'session-expired': { mode: 'session-expired' },
};

/** Handlers that go in front of the regular ones for a scenario (MSW falls through when they return nothing). */
export function scenarioHandlers(scenario: ScenarioName) {
  const fault = SCENARIO_FAULTS[scenario];
  // These modes never read the real answer, so no regular handlers are passed.
  return fault ? [http.all(API_CALLS, ({ request }) => faultResponse(fault, request, []))] : [];
}

const DATA_SCENARIOS: readonly ScenarioName[] = [
  'empty',
  'medium',
  'large',
  'huge',
] satisfies DataSize[];

/** Seeds the db for a data scenario; the others keep the default data. */
function applyScenarioData(scenario: ScenarioName) {
  resetDb(DATA_SCENARIOS.includes(scenario) ? (scenario as DataSize) : 'default');
}

const SCENARIO_KEY = 'merchant-sandbox:scenario';

/** `?scenario=slow` in the URL selects a scenario for this tab (and re-seeds for data scenarios). */
export function readScenarioFromUrl(): ScenarioName {
  if (typeof window === 'undefined') return 'default';
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  if (fromUrl && (SCENARIOS as readonly string[]).includes(fromUrl)) {
    const previous = sessionStorage.getItem(SCENARIO_KEY);
    sessionStorage.setItem(SCENARIO_KEY, fromUrl);
    if (previous !== fromUrl) applyScenarioData(fromUrl as ScenarioName);
    return fromUrl as ScenarioName;
  }
  const saved = sessionStorage.getItem(SCENARIO_KEY);
  return saved && (SCENARIOS as readonly string[]).includes(saved)
    ? (saved as ScenarioName)
    : 'default';
}
