import { expect, test, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY, formatFaults, type FaultMode } from '@merchant/api/mocks/faults';
import { AWAITING_VERIFICATION_AMOUNT } from '../../../packages/api/src/mocks/data/payouts';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import {
  fillTransfer,
  moneyAction,
  sends,
  type MoneyAction,
  type MoneyActionName,
} from './moneyActions';
import { watchApiQuiet } from './apiQuiet';
import { openOrigin, setFaults } from './support';

/**
 * Money that is never sent twice unseen (issue 19, ADR 010). For each money action the
 * sandbox carries the call out and then (a) loses its answer ('drop'): the dialog says it
 * could not confirm, with the row the sandbox recorded, and nothing is sent again until the
 * merchant confirms it is not in the list; (b) records it twice, as Chromium's retry of a POST
 * does ('twice'): the dialog says so with both rows, and so does the banner of the list it
 * records into (payouts, refunds, invoices). The same instruction again within the cooling
 * period is held until the merchant confirms it.
 */

/** One instruction as the notice's table shows it: the account column and the amount. */
interface Instruction {
  account: string;
  amount: number;
}

/** Each money action of the issue, the noun its notices use, and whether 'twice' applies. */
const ACTIONS: readonly {
  name: MoneyActionName;
  noun: string;
  twice: boolean;
  /** The instructions the sent request carries, as the reloaded list records them. */
  instructions: (body: unknown) => Instruction[];
  /** The money dialog's name, which its outcome keeps. */
  dialog: string;
  /** The list whose banner shows a duplicate, when the dialog is not on it. */
  listPath?: string;
}[] = [
  {
    name: 'payout initiate',
    noun: 'payout',
    twice: true,
    instructions: (body) =>
      (body as { payoutDetails: { accountNumber: string; amount: number }[] }).payoutDetails.map(
        ({ accountNumber, amount }) => ({ account: accountNumber, amount }),
      ),
    dialog: 'Transfer',
  },
  // The provider verifies a batch once: a repeat answers 'already verified', a refusal.
  {
    name: 'payout verify',
    noun: 'payout',
    twice: false,
    // A verification records no row of its own: the notice shows the batch it approves (the
    // sandbox's payout awaiting verification), however long ago it was initiated.
    instructions: () => [{ account: '', amount: AWAITING_VERIFICATION_AMOUNT }],
    dialog: 'Verify Payout',
  },
  {
    name: 'refund',
    noun: 'refund',
    twice: true,
    instructions: refundInstructions,
    dialog: 'Refund transaction',
    listPath: PATHS.refunds,
  },
  {
    name: 'bulk refund',
    noun: 'refund',
    twice: true,
    instructions: refundInstructions,
    dialog: 'Log bulk refunds',
  },
  {
    name: 'send invoice',
    noun: 'invoice',
    twice: true,
    // The invoice list names no customer: its title is the account column.
    instructions: (body) => {
      const { invoiceTitle, amount } = body as { invoiceTitle: string; amount: number };
      return [{ account: invoiceTitle, amount }];
    },
    dialog: 'Send invoice',
  },
];

/** A refund is asked for, and listed, by the transaction's payment reference. */
function refundInstructions(body: unknown): Instruction[] {
  return (body as { transactionReference: string; amount: number }[]).map(
    ({ transactionReference, amount }) => ({ account: transactionReference, amount }),
  );
}

/** 'USD 1.00' or 'NGN 2,500.00' as a pattern that does not also match 'USD 21.00'. */
const amountText = (amount: number) =>
  new RegExp(
    `[A-Z]{3} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/\./g, '\\.')}(?!\\d)`,
  );

async function setFault(page: Page, mode: FaultMode, action: MoneyAction) {
  await page.evaluate(([key, rules]) => sessionStorage.setItem(key, rules), [
    FAULTS_STORAGE_KEY,
    formatFaults([{ mode, ...action.request }]),
  ] as const);
}

/** Reaches the action with its fault set, and counts the calls it sends from then on. */
async function ready(page: Page, name: MoneyActionName, mode: FaultMode) {
  const action = moneyAction(name);
  await openOrigin(page);
  await setFault(page, mode, action);
  const { submit, enterIn } = await action.reach(page);
  // A part refund, so the sandbox can record it twice.
  if (name === 'refund') await enterIn?.fill('1');
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (sends(action)(request)) sent.push(request);
  });
  // A second send would leave before the page's calls fall quiet.
  const quiet = watchApiQuiet(page, 20_000);
  return { submit, sent, quiet };
}

for (const { name, noun, twice, instructions } of ACTIONS) {
  test(`${name}: a lost answer says it could not confirm, and nothing is sent again unasked`, async ({
    page,
  }) => {
    const { submit, sent, quiet } = await ready(page, name, 'drop');
    await submit.click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `We could not confirm this ${noun}.` });
    await expect(notice).toContainText('Check the list before you try again.');
    // Never a plain failure or a plain success, and the form is gone.
    await expect(submit).toBeHidden();
    await expect(page.getByText(/Unable to initiate payout at the moment/)).toBeHidden();
    await quiet();
    expect(sent).toHaveLength(1);

    // 'drop' carried the call out: the reloaded list holds the row it recorded, and the notice
    // shows it, newest first.
    const expected = instructions(sent[0]?.postDataJSON());
    if (expected.length) {
      await expect(notice).toContainText(`The newest matching ${noun}s in the list:`);
      const rows = notice.getByRole('table', { name: `Matching ${noun}s` }).locator('tbody tr');
      for (const { account, amount } of expected)
        await expect(
          rows
            .filter({ hasText: account })
            .filter({ hasText: amountText(amount) })
            .first(),
        ).toBeVisible();
      await expect(rows.first()).toContainText(
        new RegExp(expected.map(({ account }) => account).join('|')),
      );
    }

    // Only the merchant's confirmation, after the reloaded list, sends it again.
    await notice.getByRole('button', { name: 'It is not in the list — send it again' }).click();
    await expect.poll(() => sent.length).toBe(2);
  });

  if (twice)
    test(`${name}: a payment recorded twice is shown at once, with both rows`, async ({ page }) => {
      const { submit, sent } = await ready(page, name, 'twice');
      await submit.click();
      const notice = page
        .getByRole('dialog')
        .getByRole('alert')
        .filter({ hasText: `This ${noun} was recorded twice` });
      await expect(notice).toBeVisible();
      // Header plus both rows (a bulk file of two refunds: both recorded twice).
      await expect.poll(async () => notice.getByRole('row').count()).toBeGreaterThanOrEqual(3);
      expect(sent).toHaveLength(1);
    });
}

// Every list a money action records into (payouts, refunds, invoices) keeps the banner.
for (const { name, noun, dialog: title, listPath } of ACTIONS.filter(({ twice }) => twice)) {
  test(`${name}: the duplicate stays on the ${noun}s list as a banner until dismissed`, async ({
    page,
  }) => {
    const { submit } = await ready(page, name, 'twice');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: title });
    // Invoices carry no record time; the other lists say when.
    await expect(dialog.getByRole('alert')).toContainText(
      new RegExp(`This ${noun} was recorded twice${noun === 'invoice' ? '' : ' at \\d\\d:\\d\\d'}`),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    if (listPath) await page.goto(listPath);
    const banner = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: `This ${noun} was recorded twice` });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });
}

// ADR 010's cooling period: the same instruction sent again within 10 minutes, from a fresh
// dialog, is held until the merchant, looking at the list, confirms it is not there.
test('the same payout within the cooling period is held until the merchant confirms it', async ({
  page,
}) => {
  const { submit, sent, quiet } = await ready(page, 'payout initiate', 'drop');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog.getByRole('alert')).toContainText('We could not confirm this payout.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The provider answers again: only the cooling period can hold the second send.
  await setFaults(page, '');
  expect(sent).toHaveLength(1);

  const again = await fillTransfer(page);
  await again.submit.click();
  const held = dialog.getByRole('alert').filter({
    hasText: 'This payout was sent a moment ago. Check the list before you send it again.',
  });
  await expect(held).toBeVisible();
  await expect(held).toContainText('The newest matching payouts in the list:');
  await quiet();
  expect(sent).toHaveLength(1);

  await held.getByRole('button', { name: 'It is not in the list — send it again' }).click();
  await expect.poll(() => sent.length).toBe(2);
  await quiet();
  expect(sent).toHaveLength(2);
});
