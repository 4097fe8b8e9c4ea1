import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import {
  FAULTS_STORAGE_KEY,
  formatFaults,
  type FaultMethod,
  type FaultRule,
} from '@merchant/api/mocks/faults';
import type { SandboxWindow } from '@merchant/api/mocks/browser';
import {
  installPageObserver,
  pageRecord,
  pageState,
  waitForPageStateBeyond,
  type PageRecord,
  type PageState,
} from './pageObserver';
import { isApiCall, watchApiQuiet } from './apiQuiet';
import { freshSandbox, signInDirect } from './support';
import { dashboardRoutes, SHELL_ONLY_URL, type AppRoute } from './routes';
import { printSweepTable, type RouteOutcome } from './sweepTable';

/**
 * The fault sweep: every dashboard route of the route table, under every sandbox
 * fault, keeps the error catalogue and recovers. Each route is visited once cleanly to learn
 * which calls it makes beyond the shell's; then each mode fails all of those calls, and the
 * route must show its loading, then its error state with a way to retry inside the shell,
 * toast what the catalogue says, and recover on Retry once the fault is cleared, without a
 * reload. One browser serves the whole sweep, a few tabs side by side (each in its own context,
 * signed in once); every visit starts with no cached read (softVisit), so no cached answer
 * hides the fault.
 */

const UNEXPECTED = 'Unexpected Error!';

/** The spec's documented fallbacks (both error catalogues), which a call may show instead. */
const CATALOGUE_FALLBACKS = [
  UNEXPECTED,
  'Something went wrong!',
  'Unable to initiate payout at the moment',
  'Unable to get auth code, please try again',
  'Something went wrong while updating your url',
  'Something went wrong while trying to process this request',
  'Files sizes may be too large',
  'Unable to get business registration documents',
];

const MALFORMED = ['wrong-types', 'missing-fields', 'html'] as const;

/**
 * Reads whose answer has no field the spec requires: without its fields such an answer is an
 * empty one, which the page rightly shows, so these get wrong types instead.
 */
const NO_REQUIRED_FIELDS = new Set([
  '/subsidiary/dashboard/onboarding/business/information/view',
  '/subsidiary/dashboard/kyc/profile/view',
]);

const malformedFor = (call: { path: string }, turn: number) => {
  const mode = MALFORMED[turn % MALFORMED.length] ?? 'html';
  return mode === 'missing-fields' && NO_REQUIRED_FIELDS.has(call.path) ? 'wrong-types' : mode;
};

/** How long a slow answer waits here: loading stays on screen for many frames, within budget. */
const SLOW_MS = 600;

/** Which red toasts may show: none, or only these texts (at least one). */
type Toasts = readonly string[] | 'none';

interface SweepMode {
  /** The column of the closing table. */
  name: string;
  /** The fault of the route's n-th call. */
  fault: (index: number, route: number, call: Call) => Pick<FaultRule, 'mode' | 'delayMs'>;
  /** What the route ends in: its error state, its content, or the sign-in page. */
  outcome: 'error' | 'ready' | 'signed-out';
  /** The toasts the route's faults may show. */
  toasts: (route: number) => Toasts;
  /** The mode varies its faults, so a failure names the ones sent. */
  varies?: boolean;
}

/**
 * The three server errors, each with the toast its body gives. They take turns over the routes:
 * each route fails with one of them (the error state and Retry are the route's own), and each
 * text is read from the answer by the one api client, on a third of the routes.
 */
const SERVER_ERRORS = [
  { mode: '500', toasts: ['Service temporarily unavailable'] },
  { mode: '500-title', toasts: ['Internal Server Error'] },
  { mode: '500-empty', toasts: CATALOGUE_FALLBACKS },
] as const;

const serverErrorFor = (route: number) =>
  SERVER_ERRORS[route % SERVER_ERRORS.length] ?? SERVER_ERRORS[0];

const MODES: readonly SweepMode[] = [
  {
    name: '500',
    fault: (_index, route) => ({ mode: serverErrorFor(route).mode }),
    outcome: 'error',
    toasts: (route) => serverErrorFor(route).toasts,
    varies: true,
  },
  { name: 'network', fault: () => ({ mode: 'network' }), outcome: 'error', toasts: () => 'none' },
  {
    // The three malformed answers take turns over the calls and the routes.
    name: 'malformed',
    fault: (index, route, call) => ({ mode: malformedFor(call, index + route) }),
    outcome: 'error',
    toasts: () => CATALOGUE_FALLBACKS,
    varies: true,
  },
  {
    name: 'slow',
    fault: () => ({ mode: 'slow', delayMs: SLOW_MS }),
    outcome: 'ready',
    toasts: () => 'none',
  },
  {
    name: 'login again',
    fault: () => ({ mode: 'session-expired' }),
    outcome: 'signed-out',
    toasts: () => 'none',
  },
];

/** Longest wait for one step; generous, since a busy CI machine is slow and a pass is fast. */
const STEP_TIMEOUT_MS = 20_000;

// A step that hangs fails its visit, never the whole sweep. No trace: recording thousands of
// steps would cost more than the sweep itself, and the closing table says what failed.
test.use({
  actionTimeout: STEP_TIMEOUT_MS,
  navigationTimeout: 2 * STEP_TIMEOUT_MS,
  trace: 'off',
});

interface Call {
  method: FaultMethod;
  path: string;
}

const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');

/** The first line of an error, without the colours expect() adds. */
const firstLine = (error: unknown) =>
  (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)).replace(
    COLOUR_CODES,
    '',
  );

const callKey = (call: Call) => `${call.method} ${call.path}`;

/** Watches a tab's API calls and what reaches its console. */
function watch(page: Page) {
  const calls: Call[] = [];
  const problems: string[] = [];
  const quiet = watchApiQuiet(page, STEP_TIMEOUT_MS);
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    calls.push({ method: request.method() as FaultMethod, path: new URL(request.url()).pathname });
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs each failed API response, and the client logs a call with no response
    // (the spec: only logged). Anything else is an error reaching the console.
    const failedApiResource =
      text.startsWith('Failed to load resource') && message.location().url.includes('/subsidiary/');
    if (failedApiResource || text.startsWith('[api] ')) return;
    problems.push(`console: ${text.slice(0, 200)}`);
  });

  return {
    calls,
    problems,
    /** Forgets what was seen so far (the start of a visit). */
    reset() {
      calls.length = 0;
      problems.length = 0;
    },
    /** Resolves once no API call is in flight and none started for a moment. */
    quiet,
  };
}

type Watcher = ReturnType<typeof watch>;

/** A tab of the shared browser, in a context of its own: the sweep runs a few side by side. */
interface Lane {
  page: Page;
  watcher: Watcher;
  /** Puts the tab's session back (after 'Please login again'). */
  restoreSession: () => Promise<void>;
  /** Whether the tab's renderer crashed (a crowded machine can kill one). */
  crashed: () => boolean;
}

/** Tabs sweeping at once: most of a visit is waiting (slow answers, a quiet network), not CPU. */
const LANES = Math.max(1, Number(process.env.FAULT_SWEEP_LANES ?? 3));

/**
 * Signs a tab in and keeps a copy of its session, put back after 'Please login again' clears it
 * (the sandbox still knows the token), so the sweep signs in once per tab. Each tab signs in on
 * its own: a sign-out reaches every tab of the same session.
 */
async function openLane(page: Page): Promise<Lane> {
  await signInDirect(page);
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const restoreSession = async () => {
    await page.evaluate((saved) => {
      for (const [key, value] of Object.entries(JSON.parse(saved) as Record<string, string>)) {
        sessionStorage.setItem(key, value);
      }
    }, session);
  };
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  return { page, watcher: watch(page), restoreSession, crashed: () => crashed };
}

/** A path no route claims: the not-found page, outside the shell, with no page mounted. */
const PARKING_URL = '/sweep-parking';

type SweepWindow = SandboxWindow & { sweepObserver?: { reset: () => void } };

/**
 * Shows `url` as a fresh load would, without reloading: the app leaves the dashboard (every
 * page and read unmounts), forgets its cached reads, and navigates to `url` client-side. A
 * reload would start the sandbox and run every module again, which is most of a visit's time.
 */
async function softVisit(page: Page, url: string) {
  await page.evaluate((parking) => {
    history.pushState(null, '', parking);
    dispatchEvent(new PopStateEvent('popstate'));
  }, PARKING_URL);
  await page.waitForFunction(() => !document.querySelector('main, nav'));
  await page.evaluate(async (target) => {
    const sweepWindow = window as SweepWindow;
    if (!sweepWindow.merchantSandbox) throw new Error('This build has no sandbox controls');
    await sweepWindow.merchantSandbox.forgetReads();
    sweepWindow.sweepObserver?.reset();
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The tab's faults (its session storage, which the sandbox reads on every call). */
async function setFaults(page: Page, rules: FaultRule[]) {
  await page.evaluate(
    ([key, text]) => (text ? sessionStorage.setItem(key, text) : sessionStorage.removeItem(key)),
    [FAULTS_STORAGE_KEY, formatFaults(rules)] as const,
  );
}

/** After a visit that broke off: no faults, and the session back if it was ended. */
async function resetLane(lane: Lane) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await lane.page.waitForLoadState();
      await setFaults(lane.page, []);
      const signedIn = await lane.page.evaluate(() => sessionStorage.getItem('accessToken'));
      if (!signedIn) await lane.restoreSession();
      return;
    } catch {
      // The tab was still navigating (a sign-out reloads it): try on the new document.
    }
  }
}

/** Waits until the page area stops loading, then until the API is quiet. */
async function settle(lane: Lane): Promise<PageState> {
  await waitForPageStateBeyond(lane.page, ['no-shell', 'loading'], STEP_TIMEOUT_MS);
  await lane.watcher.quiet();
  return pageState(lane.page);
}

function checkTimeline(record: PageRecord, outcome: 'error' | 'ready', final: string): string[] {
  const found: string[] = [];
  const states = record.states.filter((state) => state !== 'no-shell');
  const seen = states.join(' → ');
  if (final !== outcome) found.push(`ended ${final}, expected ${outcome} (${seen})`);
  if (states.includes('blank')) found.push(`went blank (${seen})`);
  const loadingAt = states.indexOf('loading');
  const endAt = states.indexOf(outcome);
  if (loadingAt === -1 || (endAt !== -1 && loadingAt > endAt)) {
    found.push(`no loading state before ${outcome} (${seen})`);
  }
  if (outcome === 'ready' && states.includes('error')) found.push(`showed an error (${seen})`);
  return found;
}

function checkToasts(record: PageRecord, toasts: Toasts): string[] {
  const red = record.toasts.filter((toast) => toast.tone === 'error').map((toast) => toast.text);
  const green = record.toasts.filter((toast) => toast.tone === 'success');
  const found: string[] = [];
  if (green.length) found.push(`green toast '${green[0]?.text}'`);
  if (toasts === 'none') {
    if (red.length) found.push(`red toast '${red[0]}' where none belongs`);
  } else {
    const allowed = toasts;
    if (!red.length) found.push(`no red toast (expected '${allowed[0]}')`);
    const wrong = red.filter((text) => !allowed.includes(text));
    if (wrong.length) found.push(`red toast '${wrong[0]}', expected '${allowed[0]}'`);
  }
  return found;
}

type MarkedWindow = Window & { sweepMarker?: boolean };

/** Clicks the retry of each error state until the page shows its content, in this document. */
async function retry(lane: Lane, route: AppRoute): Promise<string[]> {
  const { page } = lane;
  await page.evaluate(() => {
    (window as MarkedWindow).sweepMarker = true;
  });
  let state = await pageState(page);
  for (let attempt = 0; attempt < 6 && state === 'error'; attempt += 1) {
    // The click event itself: a pointer click first waits for animation frames, which a tab
    // in the background gets rarely, and the sweep is about what Retry does, not the pointer.
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByRole('button')
      .first()
      .dispatchEvent('click', undefined, { timeout: 5000 })
      // Re-rendered under the pointer: the next round looks again.
      .catch(() => undefined);
    await lane.watcher.quiet();
    state = await waitForPageStateBeyond(page, ['no-shell', 'loading'], STEP_TIMEOUT_MS);
  }
  const reloaded = await page
    .evaluate(() => (window as MarkedWindow).sweepMarker !== true)
    .catch(() => true);
  if (reloaded) return ['Retry reloaded the page'];
  if (state !== 'ready') return [`after Retry: ${state}`];
  if (new URL(page.url()).pathname !== new URL(route.url, page.url()).pathname) {
    return [`after Retry: moved to ${page.url()}`];
  }
  return [];
}

/** Problems of a visit to a route under one mode; an empty list is a pass. */
async function visitUnderFault(
  lane: Lane,
  route: AppRoute,
  routeIndex: number,
  calls: readonly Call[],
  mode: SweepMode,
): Promise<string[]> {
  const { page, watcher } = lane;
  const rules = calls.map((call, index) => ({ ...call, ...mode.fault(index, routeIndex, call) }));
  const sent = [...new Set(rules.map((rule) => rule.mode))].join(', ');
  const found: string[] = mode.varies ? [`with ${sent}:`] : [];
  const baseline = found.length;
  await setFaults(page, rules);
  watcher.reset();
  await softVisit(page, route.url);

  if (mode.outcome === 'signed-out') {
    await page
      .getByRole('heading', { name: 'Sign in to your account' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    if (new URL(page.url()).pathname !== '/') found.push(`signed out to ${page.url()}, not /`);
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    if (token !== null) found.push('the session was not cleared');
    await setFaults(page, []);
    await lane.restoreSession();
    return problemsOf([...found, ...watcher.problems], baseline);
  }

  const final = await settle(lane);
  const record = await pageRecord(page);
  found.push(...checkTimeline(record, mode.outcome, final));
  found.push(...checkToasts(record, mode.toasts(routeIndex)));
  if (!(await page.getByRole('navigation', { name: 'Main' }).isVisible())) {
    found.push('the shell is gone');
  }
  await setFaults(page, []);
  if (mode.outcome === 'error' && final === 'error') found.push(...(await retry(lane, route)));
  return problemsOf([...found, ...watcher.problems], baseline);
}

/** No problems past the leading note means a pass. */
const problemsOf = (found: string[], note: number) => (found.length > note ? found : []);

/** Loads of the shell-only page that learn the shell's calls, at most. */
const SHELL_LEARNING_LOADS = 4;

/** How many times each call (method and path) was sent. */
function countCalls(calls: readonly Call[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(callKey(call), (counts.get(callKey(call)) ?? 0) + 1);
  return counts;
}

/**
 * The shell's own calls, and how often a load sends each, from a page inside it that makes none:
 * a route's calls are the rest. Counted, because the shell reads some lists' calls too (the top
 * bar's 'What needs you'), so a route's own read of such a call is the one past the shell's.
 * The shell reads the currencies, the progress and those counts a frame after the page has
 * painted (PagePainted), and on a busy runner that can come after any quiet moment a wait picks:
 * a call missed here becomes every route's own, and a route that makes none then "ignores" its
 * faults (CI saw 42 such failures). So the page is loaded again until a load adds no call.
 */
async function learnShellCalls(lane: Lane): Promise<Map<string, number>> {
  const known = new Map<string, number>();
  for (let load = 1; load <= SHELL_LEARNING_LOADS; load += 1) {
    lane.watcher.reset();
    await lane.page.goto(SHELL_ONLY_URL);
    if ((await settle(lane)) !== 'not-found') throw new Error(`${SHELL_ONLY_URL} is not empty`);
    await lane.page.waitForLoadState('networkidle');
    await lane.watcher.quiet();
    let added = false;
    for (const [key, count] of countCalls(lane.watcher.calls)) {
      if (count <= (known.get(key) ?? 0)) continue;
      known.set(key, count);
      added = true;
    }
    if (load > 1 && !added) return known;
  }
  throw new Error(`The shell's calls kept changing over ${SHELL_LEARNING_LOADS} loads`);
}

/** The clean visit, then every mode, of one route. */
async function sweepRoute(
  lane: Lane,
  route: AppRoute,
  routeIndex: number,
  shellCalls: ReadonlyMap<string, number>,
): Promise<RouteOutcome> {
  const { page, watcher } = lane;
  // The lane's last visit may have ended signed out, with its faults still set.
  await setFaults(page, []);
  watcher.reset();
  // The clean visit is a real load: it starts the sandbox afresh for the route's visits (a
  // sandbox left running long in a background tab can lose its service worker's attention).
  await page.goto(route.url);
  const clean = await settle(lane).catch(
    async (error: unknown) =>
      `never settled: ${firstLine(error)} (${(await pageRecord(page)).states.join(' → ')})`,
  );
  const landed = new URL(page.url()).pathname;
  // The shell's reads after the page has painted may still be on their way: a route's own call
  // is the one past them, so they are waited for (a page that drops one is judged without it).
  await expect
    .poll(() => {
      const counts = countCalls(watcher.calls);
      return [...shellCalls].every(([key, count]) => (counts.get(key) ?? 0) >= count);
    })
    .toBe(true)
    .catch(() => undefined);
  const sent = countCalls(watcher.calls);
  const calls = [
    ...new Map(
      watcher.calls
        .filter((call) => (sent.get(callKey(call)) ?? 0) > (shellCalls.get(callKey(call)) ?? 0))
        .map((call) => [callKey(call), call]),
    ).values(),
  ];
  const outcome = (status: string): RouteOutcome => ({ route, status, calls, results: {} });
  if (clean === 'not-found') return outcome('renders Page not found');
  if (landed !== new URL(route.url, page.url()).pathname) return outcome(`redirects to ${landed}`);
  if (clean !== 'ready' || watcher.problems.length) {
    return outcome([`clean visit: ${clean}`, ...watcher.problems].join('; '));
  }
  if (!calls.length) return outcome('makes no calls');

  const results: RouteOutcome['results'] = {};
  for (const mode of MODES) {
    results[mode.name] = await visitUnderFault(lane, route, routeIndex, calls, mode).catch(
      async (error: unknown) => {
        const states = (await pageRecord(page).catch(() => undefined))?.states.join(' → ');
        await resetLane(lane);
        return [`broke off: ${firstLine(error)} (${states ?? 'reloaded'})`];
      },
    );
  }
  return { route, status: 'swept', calls, results };
}

test('every dashboard route survives every sandbox fault and recovers on Retry', async ({
  browser,
  context,
  page,
}) => {
  // The budget is 3 minutes on a quiet machine; the limit leaves room for a crowded one.
  test.setTimeout(15 * 60_000);
  const started = Date.now();
  const routes = dashboardRoutes();
  await installPageObserver(context);
  await freshSandbox(page);
  // Each further lane gets a context of its own, so its own sandbox: tabs of one origin share
  // the sandbox's service worker, which stops answering a tab while another one reloads.
  const { baseURL, viewport } = test.info().project.use;
  const lanePage = async () => {
    const own = await browser.newContext({ baseURL, viewport });
    await installPageObserver(own);
    return own.newPage();
  };
  const lanes = [await openLane(page)];
  while (lanes.length < LANES) lanes.push(await openLane(await lanePage()));

  const [first] = lanes;
  if (!first) throw new Error('No tab to sweep with');
  const shellCalls = await learnShellCalls(first);
  console.log(`The shell's own calls: ${[...shellCalls.keys()].join(', ')}`);

  const outcomes: RouteOutcome[] = routes.map((route) => ({
    route,
    status: 'not built',
    calls: [],
    results: {},
  }));
  const queue = [...routes.entries()].filter(([, route]) => route.built);
  const sweep = (lane: Lane, route: AppRoute, index: number) =>
    sweepRoute(lane, route, index, shellCalls).catch(async (error: unknown) => {
      await resetLane(lane);
      const status = `clean visit broke off: ${firstLine(error)}`;
      return { route, status, calls: [], results: {} };
    });
  await Promise.all(
    lanes.map(async (opened) => {
      let lane = opened;
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [index, route] = next;
        outcomes[index] = await sweep(lane, route, index);
        if (lane.crashed()) {
          // A crashed tab is no tab: sweep the route again in a new one.
          console.log(`The tab sweeping ${route.id} crashed; sweeping it again in a new tab.`);
          await lane.page.close().catch(() => undefined);
          lane = await openLane(await lanePage());
          outcomes[index] = await sweep(lane, route, index);
        }
      }
    }),
  );

  const { failures } = printSweepTable(
    outcomes,
    MODES.map((mode) => mode.name),
    Date.now() - started,
  );
  if (failures.length) {
    throw new Error(`${failures.length} route × mode failures:\n${failures.join('\n')}`);
  }
});
