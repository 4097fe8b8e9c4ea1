import { expect, test, type Page } from '@playwright/test';
import { watchApiQuiet } from './apiQuiet';
import { MAX_SHIFT, movedWhileLoading, PHONE, recordShifts } from './layoutShift';
import { installPageObserver, waitForPageStateBeyond } from './pageObserver';
import { dashboardRoutes } from './routes';
import { freshSandbox, signInDirect } from './support';

/** Longest wait for a page to come to rest. */
const READY_WAIT = 30_000;

/** Loads `url` afresh (as a merchant opening a link does) and waits until it is at rest. */
async function loadToRest(page: Page, quiet: () => Promise<void>, url: string) {
  await page.goto(url);
  // At rest twice over: a page that reads more once its first answer is in (a list below a
  // record) passes the first rest with a loading part, and the second wait catches that.
  for (let round = 0; round < 2; round += 1) {
    await waitForPageStateBeyond(page, ['no-shell', 'loading'], READY_WAIT);
    await quiet();
  }
}

// The laptop's walk is first-render.spec.ts's: one load of each page counts both.
test('no dashboard page moves while it loads on a phone', async ({ page, context }) => {
  const routes = dashboardRoutes().filter((route) => route.built);
  test.setTimeout(60_000 + routes.length * 6_000);
  await installPageObserver(context);
  await context.addInitScript(recordShifts);
  const quiet = watchApiQuiet(page, READY_WAIT);
  await freshSandbox(page);
  await signInDirect(page);
  await page.setViewportSize(PHONE);

  const moved: string[] = [];
  for (const route of routes) {
    await loadToRest(page, quiet, route.url);
    const move = await movedWhileLoading(page, `${route.id} at ${PHONE.width}px`);
    if (move) moved.push(move);
  }
  expect(moved, `pages that move while they load (CLS over ${MAX_SHIFT})`).toEqual([]);
});
