import { expect, test, type Page } from '@playwright/test';
import { dashboardRoutes } from './routes';
import { freshSandbox, signInDirect } from './support';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** How long a page gets to show its table once its heading is there. */
const TABLE_WAIT = 8_000;

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

/**
 * Goes to an address inside the app without reloading it (the router follows history), as a
 * click in the sidebar does: a full load per route costs tens of seconds on a loaded machine.
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
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

/** Waits for the page's heading, then for a loaded table; false when the page has none. */
async function waitForTable(page: Page): Promise<boolean> {
  const main = page.getByRole('main');
  await main
    .getByRole('heading')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  return main
    .locator('[data-ui="data-table"]:not([data-state="loading"])')
    .first()
    .waitFor({ timeout: TABLE_WAIT })
    .then(() => true)
    .catch(() => false);
}

/**
 * Visits every built list route of the route table at one viewport and runs `check` on each
 * page that shows a list; returns the ids checked.
 */
async function eachList(
  page: Page,
  viewport: { width: number; height: number },
  check: (id: string, fit: PageFit) => Promise<void>,
): Promise<string[]> {
  const routes = dashboardRoutes();
  test.setTimeout(120_000 + routes.length * 15_000);
  page.setDefaultNavigationTimeout(30_000);
  await page.setViewportSize(viewport);
  await freshSandbox(page);
  await signInDirect(page);

  const checked: string[] = [];
  const skipped: string[] = [];
  for (const route of routes) {
    if (!route.built) {
      skipped.push(`${route.id} (not built)`);
      continue;
    }
    await test.step(route.id, async () => {
      await openInApp(page, route.url);
      if (!(await waitForTable(page))) {
        skipped.push(`${route.id} (no list)`);
        return;
      }
      checked.push(route.id);
      await check(route.id, await measure(page));
    });
  }
  const size = `${viewport.width}×${viewport.height}`;
  test
    .info()
    .annotations.push(
      { type: 'checked', description: `${checked.length}: ${checked.join(', ')}` },
      { type: 'skipped', description: `${skipped.length}: ${skipped.join(', ')}` },
    );
  console.log(`list-fit ${size} checked ${checked.length} routes: ${checked.join(', ')}`);
  console.log(`list-fit ${size} skipped ${skipped.length}: ${skipped.join(', ')}`);
  expect(checked.length, 'no list route rendered a list').toBeGreaterThan(0);
  return checked;
}

test('at 1366×768 beside the open sidebar every list shows its figures in full', async ({
  page,
}) => {
  let measured = 0;
  await eachList(page, LAPTOP, async (id, laptop) => {
    measured += laptop.measured;
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
  });
  console.log(`list-fit 1366×768 measured ${measured} amount, date, status and reference cells`);
  expect(measured, 'no cell was marked with its content kind').toBeGreaterThan(0);
});

test('at 390×844 every list shows its rows as cards with nothing cut and the actions at hand', async ({
  page,
}) => {
  let measured = 0;
  let actionsOpened = 0;
  await eachList(page, PHONE, async (id, phone) => {
    measured += phone.measured;
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
    if ((await trigger.count()) === 0) return;
    await trigger.scrollIntoViewIfNeeded();
    const box = await trigger.boundingBox();
    expect
      .soft(box && box.x + box.width, `${id}: row menu past the screen`)
      .toBeLessThanOrEqual(PHONE.width);
    await trigger.click();
    await expect.soft(page.getByRole('menu'), `${id}: the row menu opens`).toBeVisible();
    await page.keyboard.press('Escape');
    actionsOpened += 1;
  });
  console.log(`list-fit 390×844 measured ${measured} cells, opened ${actionsOpened} row menus`);
  expect(measured, 'no card value was marked with its content kind').toBeGreaterThan(0);
  expect(actionsOpened, 'no list offered a row menu on a phone').toBeGreaterThan(0);
});
