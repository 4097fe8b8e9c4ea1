import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the page area of the shell shows at one moment:
 * - 'no-shell': no `main` landmark (signing in, the shell loading, or signed out);
 * - 'loading': something in it says it is busy (aria-busy, or a labelled spinner);
 * - 'error': an alert with a button in it (an error state with a way to retry);
 * - 'not-found': the 'Page not found' page (a route not built yet);
 * - 'ready': anything else with text besides the status banners;
 * - 'blank': nothing at all besides the banners, which the sweep forbids.
 */
export type PageState = 'no-shell' | 'loading' | 'error' | 'not-found' | 'ready' | 'blank';

interface SeenToast {
  tone: 'error' | 'success';
  text: string;
}

/** What the observer has recorded since the document loaded (or since `reset`). */
export interface PageRecord {
  /** Every state the page area went through, in order, without repeats. */
  states: PageState[];
  /** Every toast that appeared, in order. */
  toasts: SeenToast[];
}

interface ObservedWindow {
  sweepObserver?: { record: PageRecord; state: () => PageState; reset: () => void };
}

/**
 * Runs in the page before its scripts (an init script, so it must not close over anything):
 * a MutationObserver notes each state of the page area after every DOM change, which catches
 * a blank or loading frame that polling from the test would miss, and every toast that shows.
 */
function observe() {
  const record: PageRecord = { states: [], toasts: [] };
  const seenToasts = new WeakSet<Element>();

  const textLength = (element: Element) => (element.textContent ?? '').trim().length;

  const state = (): PageState => {
    const main = document.querySelector('main');
    if (!main) return 'no-shell';
    // The not-found page's title (an EmptyState title, which is a paragraph).
    const titles = Array.from(main.querySelectorAll('h1, h2, h3, p'));
    if (titles.some((title) => title.textContent?.trim() === 'Page not found')) {
      return 'not-found';
    }
    if (main.querySelector('[aria-busy="true"], [role="status"][aria-label]')) return 'loading';
    const alerts = Array.from(main.querySelectorAll('[role="alert"]'));
    if (alerts.some((alert) => alert.querySelector('button'))) return 'error';
    const banners = Array.from(main.querySelectorAll('[role="status"]')).reduce(
      (sum, banner) => sum + textLength(banner),
      0,
    );
    return textLength(main) > banners ? 'ready' : 'blank';
  };

  const check = () => {
    const current = state();
    if (record.states[record.states.length - 1] !== current) record.states.push(current);
    document
      .querySelectorAll('[aria-atomic="true"][role="alert"], [aria-atomic="true"][role="status"]')
      .forEach((toast) => {
        if (seenToasts.has(toast) || toast.closest('main')) return;
        const text = (toast.querySelector(':scope > span') ?? toast).textContent?.trim() ?? '';
        if (!text) return;
        seenToasts.add(toast);
        record.toasts.push({
          tone: toast.getAttribute('role') === 'alert' ? 'error' : 'success',
          text,
        });
      });
  };

  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'role'],
  });
  (window as ObservedWindow).sweepObserver = {
    record,
    state,
    reset: () => {
      record.states.splice(0, record.states.length, state());
      record.toasts.splice(0, record.toasts.length);
    },
  };
}

/** Installs the observer in every document the context's tabs load from now on. */
export async function installPageObserver(context: BrowserContext) {
  await context.addInitScript(observe);
}

/** The record of the current document. */
export function pageRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const observer = (window as ObservedWindow).sweepObserver;
    return observer
      ? { states: [...observer.record.states], toasts: [...observer.record.toasts] }
      : { states: [], toasts: [] };
  });
}

/** The state of the page area now (the observer's rule, asked directly). */
export function pageState(page: Page): Promise<PageState> {
  return page
    .evaluate(() => (window as ObservedWindow).sweepObserver?.state() ?? 'no-shell')
    .catch(() => 'no-shell' as const);
}

/**
 * Waits, polling inside the page, until the page area is in none of `passing` states, and
 * returns the state it reached.
 */
export async function waitForPageStateBeyond(
  page: Page,
  passing: readonly PageState[],
  timeout: number,
): Promise<PageState> {
  const reached = await page.waitForFunction(
    (states) => {
      const current = (window as ObservedWindow).sweepObserver?.state();
      return current && !states.includes(current) ? current : false;
    },
    passing,
    { timeout, polling: 50 },
  );
  return (await reached.jsonValue()) as PageState;
}
