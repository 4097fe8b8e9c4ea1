import { expect, test } from '@playwright/test';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import { columnTexts, expectColumnAll, listTable } from './listTable';
import { moneyAction, openRefundDialog, sends } from './moneyActions';
import { openSignedIn, postsTo } from './support';

// Part 1 section 7: a single refund's entry is {amount, orderId, transactionReference}; only
// logged refunds carry a reason, so the transaction's dialog must not take one it cannot send.
test("a transaction's refund asks for no reason and sends exactly the spec's entry", async ({
  page,
}) => {
  const { dialog, reference } = await openRefundDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(1);
  await expect(dialog.getByText('Reason')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.50');
  const sent = page.waitForRequest(sends(moneyAction('refund')));
  await dialog.getByRole('button', { name: 'Refund' }).click();

  const body: unknown = (await sent).postDataJSON();
  expect(body).toEqual([
    { amount: 1.5, orderId: expect.any(String), transactionReference: reference },
  ]);
  await expect(dialog).toBeHidden();
});

// A link alone never puts a full refund one click away. Opened from a URL (a shared
// link, a reload), the refund asks first, naming the transaction; only then the form comes,
// prefilled with the full amount.
test('a refund opened from a link asks first, before the form prefilled with the full amount', async ({
  page,
}) => {
  const refunds = postsTo(page, moneyAction('refund').request.path);
  await openSignedIn(page, PATHS.transactions);
  const table = listTable(page, 'Transactions');
  await expectColumnAll(table, 'Status', 'Successful');
  const [reference = ''] = await columnTexts(table, 'Reference');
  const [amount = ''] = await columnTexts(table, 'Amount');
  const fullAmount = amount.replace(/^[A-Z]{3} /, '').replace(/,/g, '');

  await page.goto(`${PATHS.transactions}?dialog=refund&id=${reference}`);
  const ask = page.getByRole('alertdialog', { name: 'Refund this transaction?' });
  await expect(ask).toBeVisible({ timeout: 30_000 });
  await expect(ask).toContainText(
    `A link opened the refund of ${amount}, reference ${reference}. Continue only if you meant to refund it.`,
  );
  const form = page.getByRole('dialog', { name: 'Refund transaction' });
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);

  await ask.getByRole('button', { name: 'Continue to the refund' }).click();
  await expect(ask).toBeHidden();
  await expect(form).toContainText(reference);
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue(fullAmount);
  expect(refunds).toHaveLength(0);
});
