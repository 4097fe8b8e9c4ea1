import { expect, test } from '@playwright/test';
import { moneyAction, openRefundDialog, sends } from './moneyActions';

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
