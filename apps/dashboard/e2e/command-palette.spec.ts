import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './support';

/** A search's answers on a busy machine: the pause, then the sandbox's lists. */
const ANSWERS = { timeout: 20_000 };

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search pages and references' });

/** Ctrl+K, once the shortcuts are bound (they load as soon as the page has painted). */
async function pressCtrlK(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The value beside a label of a description list. */
const valueIn = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * A reference of `kind` that the sandbox holds: the first one the palette finds for its prefix
 * (a reference's shape names its kind, so that kind is asked).
 */
async function referenceOf(page: Page, prefix: string, group: string) {
  await searchBox(page).fill(prefix);
  const first = palette(page).getByRole('group', { name: group }).getByRole('option').first();
  await expect(first).toBeVisible(ANSWERS);
  const text = await first.innerText();
  const reference = new RegExp(`${prefix}[\\w-]+`).exec(text)?.[0];
  if (!reference) throw new Error(`No ${prefix} reference in '${text}'`);
  return reference;
}

/** Types a whole reference and waits until its record heads the results. */
async function findExactly(page: Page, reference: string, group: string) {
  await searchBox(page).fill(reference);
  const option = palette(page)
    .getByRole('group', { name: group })
    .getByRole('option', { name: new RegExp(`^${reference}\\b`) });
  await expect(option).toBeVisible(ANSWERS);
  return option;
}

test('Ctrl+K, a payment reference, Enter: the transaction’s page; a page by its name', async ({
  page,
}) => {
  await openSignedIn(page);
  await pressCtrlK(page);

  const reference = await referenceOf(page, 'PMT-', 'Transactions');
  const option = await findExactly(page, reference, 'Transactions');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/business/transactions/transaction-details/${reference}`);
  await expect(
    valueIn(page.getByRole('region', { name: 'Order details' }), 'Payment reference'),
  ).toHaveText(reference);

  // Opened again: the last search and the record it opened are offered first.
  await pressCtrlK(page);
  await expect(palette(page).getByRole('group', { name: 'Recent searches' })).toContainText(
    reference,
  );
  await expect(palette(page).getByRole('group', { name: 'Recently opened' })).toContainText(
    reference,
  );
  await searchBox(page).fill('rolling reserve');
  await expect(
    palette(page).getByRole('group', { name: 'Go to' }).getByRole('option').first(),
  ).toContainText('Rolling Reserve');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/balance/rolling-reserve');
  await expect(page.getByRole('heading', { name: 'ROLLING-RESERVE', exact: true })).toBeVisible();
});

test('a settlement, a payout and a chargeback open on their details', async ({ page }) => {
  await openSignedIn(page);

  await pressCtrlK(page);
  const settlement = await referenceOf(page, 'STL-', 'Settlements');
  await (await findExactly(page, settlement, 'Settlements')).press('Enter');
  const settlementDetails = page.getByRole('dialog', { name: 'Settlement Details' });
  await expect(settlementDetails).toContainText(settlement);
  await expect(page).toHaveURL(/\/dashboard\/account\/settlements\?dialog=settlement/);
  await page.keyboard.press('Escape');
  await expect(settlementDetails).toBeHidden();

  await pressCtrlK(page);
  const payout = await referenceOf(page, 'PYT-', 'Payouts');
  await findExactly(page, payout, 'Payouts');
  await page.keyboard.press('Enter');
  const payoutDetails = page.getByRole('dialog', { name: 'Payout Details' });
  await expect(valueIn(payoutDetails, 'Payout reference')).toHaveText(payout);
  await page.keyboard.press('Escape');
  await expect(payoutDetails).toBeHidden();

  await pressCtrlK(page);
  const chargeback = await referenceOf(page, 'PAY-', 'Chargebacks');
  const found = await findExactly(page, chargeback, 'Chargebacks');
  await found.click();
  await expect(page).toHaveURL(/\/dashboard\/chargeback\/[^/]+\/details$/);
  await expect(valueIn(page.getByRole('main'), 'Payment reference')).toHaveText(chargeback);
});

test('at 390 px the top bar’s search button opens the palette, and a reference opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(searchBox(page)).toBeFocused();
  const box = await palette(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);

  const settlement = await referenceOf(page, 'STL-', 'Settlements');
  await findExactly(page, settlement, 'Settlements');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Settlement Details' })).toContainText(settlement);
});
