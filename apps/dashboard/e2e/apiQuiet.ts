import type { Page, Request } from '@playwright/test';

/** A call to the merchant API (every path of the spec starts so), as opposed to the app's files. */
export const isApiCall = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/subsidiary/');

/** No API call for this long means the page has sent everything it was going to. */
const QUIET_MS = 150;

/**
 * Counts a tab's API calls in flight, and returns `quiet()`: it resolves once none is in flight
 * and none started for a moment, and throws after `timeoutMs`. The sweeps use it to know a page
 * has finished loading without a fixed wait.
 */
export function watchApiQuiet(page: Page, timeoutMs: number) {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (!isApiCall(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A reload cancels what was in flight without a word for each call.
  page.on('load', () => {
    inFlight = 0;
  });
  return async function quiet() {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${inFlight} API calls still in flight`);
      await page.waitForTimeout(50);
    }
  };
}
