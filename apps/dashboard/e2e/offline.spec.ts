import { expect, test, type Page } from '@playwright/test';
import { keptAnswers, OFFLINE_STAMP as STAMP } from './keptAnswers';
import { listTable } from './listTable';
import { openSignedIn } from './support';

/** Moves inside the app by the main navigation, as a merchant does (no page load). */
async function goTo(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
}

test('offline, the pages read their last answers, money waits, and sign-out forgets them', async ({
  page,
  context,
}) => {
  await openSignedIn(page);
  // Every page visited while offline has been opened once online: its code is in the page.
  await goTo(page, 'Transfers');
  await expect(page.getByRole('button', { name: 'Make a Transfer' }).first()).toBeEnabled();
  await goTo(page, 'Transactions');
  const table = listTable(page, 'Transactions');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstRow = await table.getByRole('row').nth(1).textContent();
  await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);

  await context.setOffline(true);
  await goTo(page, 'Dashboard');
  await goTo(page, 'Transactions');
  await expect(page.getByRole('status').filter({ hasText: STAMP })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toHaveText(firstRow ?? '');
  const exportMenu = page.getByRole('button', { name: 'Export' });
  await expect(exportMenu).toBeDisabled();
  await expect(exportMenu).toHaveAccessibleDescription('You are offline. Reconnect to export.');

  await goTo(page, 'Transfers');
  const transfer = page.getByRole('button', { name: 'Make a Transfer' }).first();
  await expect(transfer).toBeDisabled();
  await expect(transfer).toHaveAccessibleDescription(
    'You are offline. Reconnect to make a transfer.',
  );
  await expect(
    page.getByText('You are offline. Reconnect to make a transfer.').first(),
  ).toBeVisible();

  await goTo(page, 'Transactions');
  await expect(page.getByRole('status').filter({ hasText: STAMP })).toBeVisible();
  const refreshed = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/fetch/orders'),
  );
  await context.setOffline(false);
  await refreshed;
  await expect(page.getByRole('status').filter({ hasText: STAMP })).toBeHidden();
  await expect(exportMenu).toBeEnabled();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await keptAnswers(page)).toBe(0);
});

test('with data saver on, the home loads its chart only when asked', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const saver = page.getByRole('menuitemcheckbox', { name: 'Data saver' });
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  await saver.click();

  // A fresh load of the home: the switch is kept for the login, and nothing is cached yet.
  const flowRequests: string[] = [];
  page.on('request', (request) => {
    if (/inflow\/outflow/.test(request.url())) flowRequests.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  const showChart = page.getByRole('button', { name: 'Show chart' });
  await expect(showChart).toBeVisible();
  await expect(page.getByRole('table', { name: /^Total inflow and outflow by/ })).toHaveCount(0);
  expect(flowRequests).toEqual([]);

  await showChart.click();
  await expect.poll(() => flowRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: /^Total inflow and outflow by/ })).toBeAttached();
});
