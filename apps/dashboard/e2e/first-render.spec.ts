import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
import { LAPTOP, movedWhileLoading, recordShifts } from './layoutShift';
import { installPageObserver, pageState, waitForPageStateBeyond } from './pageObserver';
import { appRoutes, dashboardRoutes, type AppRoute } from './routes';
import { DEMO_ACCOUNTS } from './support';

/**
 * First-render counts. The sign-in page and every built dashboard route are loaded afresh (a full
 * navigation, as a merchant opening a link) in one tab and counted once the page is drawn and at
 * rest (nothing left to download or render):
 * - commits: React's commits since the document started, told by a minimal React DevTools hook
 *   installed before the app's scripts (production React reports every commit to one);
 * - mounts: the components (function, class, memo, forwardRef) mounted in that time, replaced
 *   placeholders included;
 * - nodes: the elements in the document's body.
 * They count the work a page asks for, not how long it takes, so a slow or busy machine gives the
 * same figures. Only how answers happen to batch moves commits and mounts a little (two answers
 * landing before React's scheduled render make one commit; a list whose data is in before its
 * code never draws its placeholder rows), which the budgets' margins absorb; nodes never move. A
 * component rendering in a loop, a list drawing every row or a page mounted again once drawn goes
 * past.
 * The same loads, at the laptop's 1366 px, check that no dashboard page moves while it loads
 * (layoutShift.ts; layout-shift.spec.ts walks the phone).
 * Budgets are in first-render-budgets.json. `FIRST_RENDER_UPDATE=1` rewrites them from the worst
 * of three loads per route plus the margins below; `FIRST_RENDER_ROUNDS=5` loads each route five
 * times and shows each count's range; `FAULT_SWEEP_ONLY=home,transactions` narrows a run to those
 * routes (and the sign-in page, which is how the tab signs in).
 */

const BUDGETS_FILE = fileURLToPath(new URL('./first-render-budgets.json', import.meta.url));

/** Longest wait for a page to be drawn, then to come to rest. */
const READY_WAIT = 30_000;

/** No request for this long (files and API calls alike) means nothing more is on its way. */
const NETWORK_QUIET_MS = 200;

/** Loads per route: one for the check; the update takes the worst of several. */
const UPDATE = process.env.FIRST_RENDER_UPDATE === '1';
const ROUNDS = Number(process.env.FIRST_RENDER_ROUNDS ?? (UPDATE ? 3 : 1));

/**
 * What a budget allows past the worst load the update saw. Commits and mounts move with how
 * answers batch: over ten loads of each route, five of them beside two busy loops, a route's
 * commits spread over at most 3 and its mounts over at most a quarter (a list skips its
 * placeholder rows when its data is in first). The body's elements never moved; their margin
 * only spares a small change an update.
 */
const MARGINS = {
  commits: (worst: number) => worst + Math.max(4, Math.ceil(worst * 0.25)),
  mounts: (worst: number) => worst + Math.ceil(worst * 0.3),
  nodes: (worst: number) => worst + Math.max(10, Math.ceil(worst * 0.05)),
};

type Metric = keyof typeof MARGINS;
const METRICS = Object.keys(MARGINS) as Metric[];

type Counts = Record<Metric, number>;
type Budgets = Record<string, Counts>;

interface ProbeWindow {
  firstRender?: { commits: number; mounts: number; idle: () => boolean };
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
}

/**
 * Runs in the page before its scripts (an init script, so it must not close over anything): the
 * smallest DevTools hook React accepts. On each commit it counts the commit, and the component
 * fibers it has not seen before (a fiber and its alternate are one component).
 */
function installProbe() {
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  interface FiberRoot {
    current: Fiber;
    pendingLanes: number;
    callbackNode: unknown;
  }
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const seen = new WeakSet<Fiber>();
  let root: FiberRoot | undefined;
  const probe = {
    commits: 0,
    mounts: 0,
    /** Nothing scheduled on the root: no render waits to run. */
    idle: () => !root || (root.pendingLanes === 0 && root.callbackNode === null),
  };
  const visit = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (!seen.has(fiber)) {
        if (COMPONENT_TAGS.has(fiber.tag) && !(fiber.alternate && seen.has(fiber.alternate)))
          probe.mounts += 1;
        seen.add(fiber);
      }
      visit(fiber.child);
    }
  };
  const renderers = new Map<number, unknown>();
  (window as ProbeWindow).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer: unknown) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_renderer: number, committed: FiberRoot) {
      root = committed;
      probe.commits += 1;
      visit(committed.current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  (window as ProbeWindow).firstRender = probe;
}

/** Every request of the tab, files included: whether one is in flight or was lately. */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A new document cancels what was in flight without a word for each request.
  page.on('load', () => {
    inFlight = 0;
  });
  return {
    lastActivity: () => lastActivity,
    quiet: () => inFlight === 0 && Date.now() - lastActivity >= NETWORK_QUIET_MS,
  };
}

/**
 * The page's commits once two frames and a task have passed (what waits for a paint has run),
 * or -1 while React has a render scheduled.
 */
function settledCommits(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const probe = (window as ProbeWindow).firstRender;
          resolve(probe?.idle() ? probe.commits : -1);
        }),
      ),
    ),
  );
}

/**
 * Waits until the page is at rest: no request for a while, React idle, and the same number of
 * commits on two checks in a row with no request between them. False if it is still busy after
 * READY_WAIT (a component rendering in a loop never rests).
 */
async function atRest(page: Page, network: ReturnType<typeof watchNetwork>): Promise<boolean> {
  const deadline = Date.now() + READY_WAIT;
  let previous = -1;
  while (Date.now() < deadline) {
    if (!network.quiet()) {
      await page.waitForTimeout(50);
      continue;
    }
    const activity = network.lastActivity();
    const commits = await page.evaluate(settledCommits);
    if (commits >= 0 && commits === previous && network.lastActivity() === activity) return true;
    previous = network.lastActivity() === activity ? commits : -1;
  }
  return false;
}

interface Load extends Counts {
  /** What the page showed at rest: 'ready' for a page drawn with its data. */
  state: string;
  /** How far a dashboard page moved while it loaded, when past the layout-shift budget. */
  moved?: string;
}

/** Loads `route` afresh, waits until it is drawn and at rest, and counts. */
async function loadAndCount(
  page: Page,
  network: ReturnType<typeof watchNetwork>,
  route: AppRoute,
): Promise<Load> {
  let state: string;
  try {
    await page.goto(route.url);
    if (route.area === 'public') {
      await page
        .getByRole('heading', { name: 'Sign in to your account' })
        .waitFor({ timeout: READY_WAIT });
    } else {
      await waitForPageStateBeyond(page, ['no-shell', 'loading'], READY_WAIT);
    }
    const rested = await atRest(page, network);
    const shown = route.area === 'public' ? 'ready' : await pageState(page);
    if (!rested) state = `still busy after ${READY_WAIT / 1000} s`;
    else state = shown === 'ready' ? shown : `at rest it showed '${shown}'`;
  } catch (error) {
    state = `broke off: ${String(error).split('\n')[0]}`;
  }
  // What was counted until then, even when the page never came to rest.
  const counts = await page
    .evaluate(() => {
      const probe = (window as ProbeWindow).firstRender;
      return {
        commits: probe?.commits ?? 0,
        mounts: probe?.mounts ?? 0,
        nodes: document.body.querySelectorAll('*').length,
      };
    })
    .catch(() => ({ commits: 0, mounts: 0, nodes: 0 }));
  const moved =
    route.area === 'public' || state !== 'ready'
      ? undefined
      : await movedWhileLoading(page, `${route.id} at ${LAPTOP.width}px`);
  return { ...counts, state, moved };
}

/** Signs in with the direct demo account from the sign-in page, and waits for the home. */
async function signIn(page: Page) {
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.noTwoFactor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.noTwoFactor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: READY_WAIT });
}

function readBudgets(): Budgets {
  if (!existsSync(BUDGETS_FILE)) return {};
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

/** The width of a cell of the table: '1234-1345 / 1500 OVER'. */
const CELL = 21;

const span = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(high) : `${low}-${high}`;
};

// A trace of this walk is of no use (the table names what failed), and recording one more than
// doubled the walk's time.
// The laptop the dashboard is laid out for: the same walk checks that no page moves while it
// loads there (layout-shift.spec.ts walks the phone).
test.use({ trace: 'off', viewport: LAPTOP });

test('every page loads within its budget of React commits, mounts and DOM nodes, and moves nothing', async ({
  page,
  context,
}) => {
  const signInRoute = appRoutes().find((route) => route.id === 'signIn');
  if (!signInRoute) throw new Error('No signIn route in PATHS');
  const routes = [signInRoute, ...dashboardRoutes().filter((route) => route.built)];
  test.setTimeout(60_000 + routes.length * ROUNDS * 15_000);
  const started = Date.now();
  await installPageObserver(context);
  await context.addInitScript(installProbe);
  await context.addInitScript(recordShifts);
  const network = watchNetwork(page);

  const loads = new Map<string, Load[]>(routes.map((route) => [route.id, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // A fresh tab's first load is the sign-in page, signed out; after it, a session for the rest.
    if (round > 0) await page.evaluate(() => sessionStorage.clear());
    for (const route of routes) {
      loads.get(route.id)?.push(await loadAndCount(page, network, route));
      if (route === signInRoute) await signIn(page);
    }
  }

  const budgets = readBudgets();
  const idWidth = Math.max(5, ...routes.map((route) => route.id.length));
  const columns = METRICS.map((metric) => `${metric} / budget`.padEnd(CELL));
  const lines = [
    [`${'route'.padEnd(idWidth)}`, ...columns].join(' | '),
    [idWidth, ...columns.map((column) => column.length)].map((w) => '-'.repeat(w)).join('-|-'),
  ];
  // Over a budget, not drawn at rest, without a budget: the update minds only the second.
  const over: string[] = [];
  const broken: string[] = [];
  const missing: string[] = [];
  const updated: Budgets = { ...budgets };
  for (const route of routes) {
    const measured = loads.get(route.id) ?? [];
    const budget = budgets[route.id];
    const cells = METRICS.map((metric) => {
      const values = measured.map((load) => load[metric]);
      const worst = Math.max(...values);
      const limit = budget?.[metric];
      const past = limit !== undefined && worst > limit;
      if (past) over.push(`${route.id}: ${metric} ${worst} over its budget of ${limit}`);
      return `${span(values)} / ${limit ?? '-'}${past ? ' OVER' : ''}`.padEnd(CELL);
    });
    const notReady = measured.filter((load) => load.state !== 'ready').map((load) => load.state);
    if (notReady.length) broken.push(`${route.id}: ${notReady.join('; ')}`);
    if (!budget && !UPDATE) missing.push(`${route.id}: no budget (run with FIRST_RENDER_UPDATE=1)`);
    updated[route.id] = Object.fromEntries(
      METRICS.map((metric) => [
        metric,
        MARGINS[metric](Math.max(...measured.map((load) => load[metric]))),
      ]),
    ) as Counts;
    lines.push([route.id.padEnd(idWidth), ...cells].join(' | '));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `First-render counts, ${routes.length} routes × ${ROUNDS} load(s) in ${seconds} s:\n${lines.join('\n')}`,
  );

  if (UPDATE && !broken.length) {
    // In the route table's order. A narrowed run keeps the budgets of the routes it skipped;
    // routes that are gone lose theirs.
    const walked = new Set<string>(routes.map((route) => route.id));
    const keep = (id: string) =>
      walked.has(id) || (!!process.env.FAULT_SWEEP_ONLY && id in budgets);
    const ordered = appRoutes()
      .map((route) => route.id)
      .filter(keep)
      .map((id) => [id, updated[id]] as const);
    // One line per route, as Prettier keeps it.
    const entries = ordered.map(([id, counts = {}]) => {
      const fields = Object.entries(counts).map(([metric, value]) => `"${metric}": ${value}`);
      return `  "${id}": { ${fields.join(', ')} }`;
    });
    writeFileSync(BUDGETS_FILE, `{\n${entries.join(',\n')}\n}\n`);
    console.log(`Budgets written to ${BUDGETS_FILE}.`);
    return;
  }
  const moved = routes.flatMap((route) =>
    (loads.get(route.id) ?? []).flatMap((load) => (load.moved ? [load.moved] : [])),
  );
  const failures = UPDATE ? broken : [...over, ...broken, ...missing, ...moved];
  if (failures.length) {
    throw new Error(
      `${failures.length} first-render budget failures (a move is CLS over the layout-shift budget):\n${failures.join('\n')}`,
    );
  }
});
