import { delay, http, HttpResponse } from 'msw';
import { resetDb } from './db';

/**
 * Scenario presets for stories, tests and the demo:
 * - empty: an account with no data; large: 10,000 transactions;
 * - slow: every call waits 2 s (loading states); server-error: every call answers 500;
 * - session-expired: every call answers 'Please login again'.
 */
export const SCENARIOS = [
  'default',
  'empty',
  'large',
  'slow',
  'server-error',
  'session-expired',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

const API_CALLS = '*/subsidiary/*';

/** Handlers that go in front of the regular ones for a scenario (MSW falls through when they return nothing). */
export function scenarioHandlers(scenario: ScenarioName) {
  switch (scenario) {
    case 'slow':
      return [
        http.all(API_CALLS, async () => {
          await delay(2000);
        }),
      ];
    case 'server-error':
      return [
        http.all(API_CALLS, () =>
          HttpResponse.json(
            {
              status: false,
              title: 'Internal Server Error',
              message: 'Service temporarily unavailable',
            },
            { status: 500 },
          ),
        ),
      ];
    case 'session-expired':
      return [
        http.all(API_CALLS, () =>
          HttpResponse.json({ status: false, message: 'Please login again' }, { status: 401 }),
        ),
      ];
    default:
      return [];
  }
}

/** Seeds the db for a data scenario ('empty' or 'large'); others keep the default data. */
export function applyScenarioData(scenario: ScenarioName) {
  resetDb(scenario === 'empty' || scenario === 'large' ? scenario : 'default');
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
