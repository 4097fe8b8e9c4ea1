import { expect, test, type Page } from '@playwright/test';
import { watchApiQuiet } from './apiQuiet';
import { installPageObserver, waitForPageStateBeyond } from './pageObserver';
import { dashboardRoutes } from './routes';
import { freshSandbox, signInDirect } from './support';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The content kinds a merchant must read in full: never cut, at any width. */
const READ_IN_FULL = ['amount', 'date', 'status', 'reference'];

/** What one table measures at one width. */
interface TableFit {
  /** Header texts whose right edge passes the viewport or the table's frame. */
  headersPastEdge: string[];
  /** Whether the table scrolls sideways inside its own area. */
  scrolls: boolean;
}

/** What the page measures at one width. */
interface PageFit {
  documentOverflow: number;
  mainOverflow: number;
  /** The elements passing the main column's right edge, to name the culprit. */
  pastMain: string[];
  tables: TableFit[];
  /** How the lists lay out their rows ('table' or 'cards'). */
  layouts: string[];
  /** Cells (or card values) of an amount, date, status or reference that are cut: kind and text. */
  cut: string[];
  /** How many such cells were measured. */
  measured: number;
}

/** A path no route claims: the not-found page outside the shell, where no page is mounted. */
const PARKING_URL = '/list-fit-parking';

/** Longest wait for a page to come to rest; generous, since a pass is fast. */
const READY_WAIT = 30_000;

/** Goes to an address inside the app without reloading it (the router follows history). */
async function pushInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Opens `url` at `viewport` as a click in the sidebar would, but with the page mounted afresh at
 * that width: the tab first parks outside the shell (so the previous page and the shell unmount,
 * and no stale page can be measured), takes the viewport there, then goes to `url` in-app. A
 * full load per route costs seconds, the sandbox's start included; the app's cached reads make
 * a second visit to the same route quick. Resolves once the page area is past its loading
 * state (the fault sweep's observer rule), the API is quiet and every list has its rows.
 * Returns whether the page shows a list.
 */
async function visit(
  page: Page,
  quiet: () => Promise<void>,
  url: string,
  viewport: { width: number; height: number },
): Promise<boolean> {
  await pushInApp(page, PARKING_URL);
  await page.waitForFunction(() => !document.querySelector('main, nav'));
  await page.setViewportSize(viewport);
  await pushInApp(page, url);
  await expect(page).toHaveURL(url);
  // At rest twice over: a page that reads more once its first answer is in (a list below a
  // record) passes the first rest with a loading part, and the second wait catches that.
  for (let round = 0; round < 2; round += 1) {
    await waitForPageStateBeyond(page, ['no-shell', 'loading'], READY_WAIT);
    await quiet();
  }
  const lists = page.getByRole('main').locator('[data-ui="data-table"]');
  if ((await lists.count()) === 0) return false;
  await expect(
    page.getByRole('main').locator('[data-ui="data-table"][data-state="loading"]'),
  ).toHaveCount(0, { timeout: READY_WAIT });
  return true;
}

/** Measures the page, each of its tables and every cell a merchant must read in full. */
function measure(page: Page): Promise<PageFit> {
  return page.evaluate((readInFull) => {
    const root = document.documentElement;
    const main = document.getElementById('app-shell-content')?.parentElement;
    const lists = [...document.querySelectorAll<HTMLElement>('main [data-ui="data-table"]')];
    const tables = lists
      .flatMap((list) => [...list.querySelectorAll('table')])
      .map((table) => {
        const area = table.parentElement as HTMLElement;
        const frameRight = Math.min(window.innerWidth, area.getBoundingClientRect().right) + 0.5;
        const headersPastEdge = [...table.querySelectorAll('thead th')]
          .filter((cell) => cell.getBoundingClientRect().right > frameRight)
          .map((cell) => cell.textContent ?? '');
        const scrolls = area.scrollWidth > area.clientWidth;
        return { headersPastEdge: scrolls ? [] : headersPastEdge, scrolls };
      });
    // A cell is cut when it, or anything in it (a badge), holds more than it shows, or when it
    // reaches past the viewport (a page that would have to scroll sideways to show it).
    const cells = lists.flatMap((list) => [
      ...list.querySelectorAll<HTMLElement>(
        readInFull.map((kind) => `[data-kind="${kind}"]`).join(', '),
      ),
    ]);
    const cut = cells
      .filter((cell) =>
        [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
          (element) =>
            element.scrollWidth > element.clientWidth + 0.5 ||
            element.getBoundingClientRect().right > window.innerWidth + 0.5,
        ),
      )
      .slice(0, 5)
      .map((cell) => `${cell.dataset.kind}: ${cell.textContent}`);
    const mainRight = (main?.getBoundingClientRect().right ?? window.innerWidth) + 0.5;
    const pastMain = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => !element.closest('[data-ui="data-table"] [role="region"]'))
      .filter((element) => element.getBoundingClientRect().right > mainRight)
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`);
    return {
      documentOverflow: root.scrollWidth - window.innerWidth,
      mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
      pastMain,
      tables,
      layouts: lists.map((list) => list.dataset.layout ?? ''),
      cut,
      measured: cells.length,
    };
  }, READ_IN_FULL);
}

/** The checks at 1366×768, beside the open sidebar: tables, nothing past the edge or cut. */
function checkLaptop(id: string, laptop: PageFit) {
  expect.soft(laptop.layouts, `${id}: lists are tables at 1366`).not.toContain('cards');
  expect.soft(laptop.documentOverflow, `${id}: page scrolls sideways`).toBeLessThanOrEqual(0);
  expect
    .soft(laptop.mainOverflow, `${id}: main column scrolls sideways (${laptop.pastMain})`)
    .toBeLessThanOrEqual(0);
  for (const table of laptop.tables) {
    expect.soft(table.scrolls, `${id}: a table scrolls sideways`).toBe(false);
    expect.soft(table.headersPastEdge, `${id}: headers past the edge`).toEqual([]);
  }
  expect.soft(laptop.cut, `${id}: amounts, dates, statuses or references cut`).toEqual([]);
}

/**
 * The checks at 390×844: the page title in the banner, cards, nothing sideways or cut, and a
 * row's menu on screen and opening. Returns whether a row menu was opened.
 */
async function checkPhone(page: Page, id: string, phone: PageFit): Promise<boolean> {
  await expect.soft(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  expect.soft(phone.layouts, `${id}: lists are cards at 390`).not.toContain('table');
  expect.soft(phone.documentOverflow, `${id}: page scrolls sideways`).toBeLessThanOrEqual(0);
  expect
    .soft(phone.mainOverflow, `${id}: main column scrolls sideways (${phone.pastMain})`)
    .toBeLessThanOrEqual(0);
  expect.soft(phone.cut, `${id}: amounts, dates, statuses or references cut`).toEqual([]);

  // A row's actions: its menu button is on screen and opens the menu.
  const trigger = page
    .getByRole('main')
    .locator('[data-ui="data-table"]')
    .getByRole('button', { name: /^Actions for / })
    .first();
  if ((await trigger.count()) === 0) return false;
  await trigger.scrollIntoViewIfNeeded();
  const box = await trigger.boundingBox();
  expect
    .soft(box && box.x + box.width, `${id}: row menu past the screen`)
    .toBeLessThanOrEqual(PHONE.width);
  await trigger.click();
  await expect.soft(page.getByRole('menu'), `${id}: the row menu opens`).toBeVisible();
  await page.keyboard.press('Escape');
  return true;
}

/**
 * One tab, signed in once, visits every built list route of the route table at 1366×768 and
 * again at 390×844 (each visit mounts the page afresh at its width, see `visit`), and checks
 * each page that shows a list at both widths.
 */
test('every list shows its figures in full at 1366×768 beside the open sidebar, and at 390×844 as cards with nothing cut and the actions at hand', async ({
  context,
  page,
}) => {
  const routes = dashboardRoutes();
  test.setTimeout(120_000 + routes.length * 10_000);
  page.setDefaultNavigationTimeout(30_000);
  await installPageObserver(context);
  const quiet = watchApiQuiet(page, READY_WAIT);
  await page.setViewportSize(LAPTOP);
  await freshSandbox(page);
  await signInDirect(page);

  const checked: string[] = [];
  const skipped: string[] = [];
  let laptopMeasured = 0;
  let phoneMeasured = 0;
  let actionsOpened = 0;
  for (const route of routes) {
    if (!route.built) {
      skipped.push(`${route.id} (not built)`);
      continue;
    }
    await test.step(route.id, async () => {
      const atLaptop = await visit(page, quiet, route.url, LAPTOP);
      if (atLaptop) {
        const laptop = await measure(page);
        laptopMeasured += laptop.measured;
        checkLaptop(route.id, laptop);
      }
      const atPhone = await visit(page, quiet, route.url, PHONE);
      if (atPhone) {
        const phone = await measure(page);
        phoneMeasured += phone.measured;
        if (await checkPhone(page, route.id, phone)) actionsOpened += 1;
      }
      expect.soft(atPhone, `${route.id}: a list at one of the two widths only`).toBe(atLaptop);
      if (atLaptop || atPhone) checked.push(route.id);
      else skipped.push(`${route.id} (no list)`);
    });
  }
  test
    .info()
    .annotations.push(
      { type: 'checked', description: `${checked.length}: ${checked.join(', ')}` },
      { type: 'skipped', description: `${skipped.length}: ${skipped.join(', ')}` },
    );
  console.log(`list-fit checked ${checked.length} routes: ${checked.join(', ')}`);
  console.log(`list-fit skipped ${skipped.length}: ${skipped.join(', ')}`);
  console.log(
    `list-fit 1366×768 measured ${laptopMeasured} amount, date, status and reference cells`,
  );
  console.log(
    `list-fit 390×844 measured ${phoneMeasured} cells, opened ${actionsOpened} row menus`,
  );
  expect(checked.length, 'no list route rendered a list').toBeGreaterThan(0);
  expect(laptopMeasured, 'no cell was marked with its content kind').toBeGreaterThan(0);
  expect(phoneMeasured, 'no card value was marked with its content kind').toBeGreaterThan(0);
  expect(actionsOpened, 'no list offered a row menu on a phone').toBeGreaterThan(0);
});
