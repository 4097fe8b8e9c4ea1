import { expect, test, type Page } from '@playwright/test';
import { watchApiQuiet } from './apiQuiet';
import { installPageObserver, waitForPageStateBeyond } from './pageObserver';
import { dashboardRoutes } from './routes';
import { freshSandbox, signInDirect } from './support';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/**
 * The most a page may move while it loads, as Cumulative Layout Shift (Lighthouse's largest
 * session window). 0.1 is where Lighthouse stops calling it good; a skeleton the size of what
 * replaces it moves nothing, so the budget only leaves room for sub-pixel rounding.
 */
const MAX_SHIFT = 0.005;

/** Longest wait for a page to come to rest. */
const READY_WAIT = 30_000;

/** After the page is at rest: a late shift (an image, a font, a deferred part) still counts. */
const SETTLE_MS = 500;

interface Shift {
  time: number;
  value: number;
  /** The elements that moved, as their tag, id and text, to name the culprit. */
  sources: string[];
}

interface ShiftWindow {
  shifts?: Shift[];
}

/**
 * Runs in the page before its scripts (an init script, so it must not close over anything):
 * keeps every layout shift not caused by input, with what moved.
 */
function recordShifts() {
  const shifts: Shift[] = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[])
      if (!entry.hadRecentInput)
        shifts.push({
          time: entry.startTime,
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
  }).observe({ type: 'layout-shift', buffered: true });
  (window as ShiftWindow).shifts = shifts;
}

/**
 * CLS as Lighthouse and the Web Vitals define it: shifts grouped in windows (a gap under 1 s,
 * 5 s at most), the largest window's sum.
 */
function cumulativeShift(shifts: Shift[]) {
  let worst: Shift[] = [];
  let current: Shift[] = [];
  const sum = (window: Shift[]) => window.reduce((total, shift) => total + shift.value, 0);
  for (const shift of shifts) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && last && (shift.time - last.time >= 1000 || shift.time - first.time >= 5000))
      current = [];
    current.push(shift);
    if (sum(current) > sum(worst)) worst = [...current];
  }
  return { value: sum(worst), shifts: worst };
}

/** Loads `url` afresh (as a merchant opening a link does) and returns its CLS once at rest. */
async function loadAndMeasure(page: Page, quiet: () => Promise<void>, url: string) {
  await page.goto(url);
  // At rest twice over: a page that reads more once its first answer is in (a list below a
  // record) passes the first rest with a loading part, and the second wait catches that.
  for (let round = 0; round < 2; round += 1) {
    await waitForPageStateBeyond(page, ['no-shell', 'loading'], READY_WAIT);
    await quiet();
  }
  await page.waitForTimeout(SETTLE_MS);
  return cumulativeShift(await page.evaluate(() => (window as ShiftWindow).shifts ?? []));
}

test('no dashboard page moves while it loads, on a phone or a laptop', async ({
  page,
  context,
}) => {
  const routes = dashboardRoutes().filter((route) => route.built);
  test.setTimeout(60_000 + routes.length * 2 * 6_000);
  await installPageObserver(context);
  await context.addInitScript(recordShifts);
  const quiet = watchApiQuiet(page, READY_WAIT);
  await freshSandbox(page);
  await signInDirect(page);

  const moved: string[] = [];
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      const { value, shifts } = await loadAndMeasure(page, quiet, route.url);
      if (value > MAX_SHIFT)
        moved.push(
          `${route.id} at ${viewport.width}px: ${value.toFixed(3)} (${[
            ...new Set(shifts.flatMap((shift) => shift.sources)),
          ].join(', ')})`,
        );
    }
  }
  expect(moved, `pages that move while they load (CLS over ${MAX_SHIFT})`).toEqual([]);
});
