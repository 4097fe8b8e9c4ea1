import { expect, test } from '@playwright/test';
import { headerCount } from './listTable';
import { openSignedIn } from './support';

/** Every status of the direct sign-in's transactions, on the sandbox's 100,000 orders. */
const LIST = '/dashboard/business/transactions?status=all';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone with 100,000 orders, a sort reads every row with its progress, can be cancelled, and then orders them all', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/?scenario=huge');
  await openSignedIn(page, LIST);
  // On a phone the rows are cards, a list of them.
  const cards = page.getByRole('list', { name: 'Transactions' });
  // The list stays paged by the server: its first page and count, whatever the size.
  const count = await headerCount(page, 'Transactions');
  expect(count).toBeGreaterThan(10_000);
  const progress = page.getByRole('status').filter({ hasText: /^Reading every row to sort: / });
  // A phone's cards have no headers to press: its sort is the select above them.
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  const sortByAmount = () => sortBy.selectOption({ label: 'Amount (ascending)' });

  await sortByAmount();
  await expect(progress).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Sort progress' })).toBeVisible();
  // The page on screen stays usable meanwhile: a row's menu opens and closes.
  await cards
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'View details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel sort' }).click();
  await expect(progress).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]sort=/);
  await expect(sortBy).toHaveValue('');
  await expect(page.getByText(`1–10 of ${count.toLocaleString('en-US')}`)).toBeVisible();

  // Sorted again and left to finish: every row is in, and the first page holds the smallest.
  await sortByAmount();
  await expect(page).toHaveURL(/[?&]sort=amount\.asc(&|$)/);
  await expect(progress).toBeVisible();
  await expect(progress).toHaveCount(0, { timeout: 120_000 });
  const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const amounts = (await cards.locator('div:has(> dt:text-is("Amount")) > dd').allInnerTexts()).map(
    toNumber,
  );
  expect(amounts).toHaveLength(10);
  expect(amounts.every((value, i) => (amounts[i - 1] ?? value) <= value)).toBe(true);
  await expect(page.getByText(`1–10 of ${count.toLocaleString('en-US')}`)).toBeVisible();
});
