import type { Page } from '@playwright/test';

/**
 * The most a page may move while it loads, as Cumulative Layout Shift (Lighthouse's largest
 * session window). 0.1 is where Lighthouse stops calling it good; a skeleton the size of what
 * replaces it moves nothing, so the budget only leaves room for sub-pixel rounding.
 */
export const MAX_SHIFT = 0.005;

/** After the page is at rest: a late shift (an image, a font, a deferred part) still counts. */
const SETTLE_MS = 500;

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 768 };

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
export function recordShifts() {
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

/**
 * Of a page loaded with recordShifts and come to rest: waits SETTLE_MS for a late shift, and
 * says how far the page moved past MAX_SHIFT and what moved, or undefined when it did not.
 */
export async function movedWhileLoading(page: Page, label: string): Promise<string | undefined> {
  await page.waitForTimeout(SETTLE_MS);
  const { value, shifts } = cumulativeShift(
    await page.evaluate(() => (window as ShiftWindow).shifts ?? []),
  );
  if (value <= MAX_SHIFT) return undefined;
  const culprits = [...new Set(shifts.flatMap((shift) => shift.sources))].join(', ');
  return `${label}: ${value.toFixed(3)} (${culprits})`;
}
