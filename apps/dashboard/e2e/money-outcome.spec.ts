import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY, formatFaults, type FaultMode } from '@merchant/api/mocks/faults';
import { AWAITING_VERIFICATION_AMOUNT } from '../../../packages/api/src/mocks/data/payoutLimits';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import {
  fillTransfer,
  moneyAction,
  sends,
  type MoneyAction,
  type MoneyActionName,
} from './moneyActions';
import { watchApiQuiet } from './apiQuiet';
import { openOrigin, setFaults, signInDirect } from './support';

/**
 * Money that is never sent twice unseen, and never shown as failed when it went (ADR 010,
 * ADR 015). For each money action the sandbox (a) carries the call out and loses its answer
 * ('drop'): the reloaded list shows the row it made, so the dialog says it is recorded; (b)
 * gives no answer and records nothing ('network'): the dialog says it could not confirm, and
 * nothing is sent again until the merchant confirms it is not in the list; (c) records it
 * twice, as Chromium's retry of a POST does ('twice'): the dialog says so with both rows, and
 * so does the banner of the list it records into (payouts, refunds, invoices). (a) and (c) run
 * again under a server clock 16 days behind the browser's: no clock decides an outcome. The
 * same instruction again within the cooling period is held until the merchant confirms it.
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

/** A server whose clock is 16 days behind the browser's, as a server's or a phone's can be. */
const SERVER_CLOCK_BEHIND = 'clock:-16d';

async function setFault(page: Page, mode: FaultMode, action: MoneyAction, clock?: string) {
  const rules = [clock, formatFaults([{ mode, ...action.request }])].filter(Boolean).join(',');
  await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [
    FAULTS_STORAGE_KEY,
    rules,
  ] as const);
}

/** Reaches the action with its fault set, and counts the calls it sends from then on. */
async function ready(
  page: Page,
  name: MoneyActionName,
  mode: FaultMode,
  { clock, fullRefund = false }: { clock?: string; fullRefund?: boolean } = {},
) {
  const action = moneyAction(name);
  await openOrigin(page);
  await setFault(page, mode, action, clock);
  const { submit, enterIn } = await action.reach(page);
  // A part refund, so the sandbox can record it twice; a full one refuses the repeat.
  if (name === 'refund' && !fullRefund) await enterIn?.fill('1');
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (sends(action)(request)) sent.push(request);
  });
  // A second send would leave before the page's calls fall quiet.
  const quiet = watchApiQuiet(page, 20_000);
  return { submit, sent, quiet };
}

/** The matching rows of a notice's table. */
const noticeRows = (notice: Locator, noun: string) =>
  notice.getByRole('table', { name: `Matching ${noun}s` }).locator('tbody tr');

async function expectRows(notice: Locator, noun: string, expected: Instruction[]) {
  for (const { account, amount } of expected)
    await expect(
      noticeRows(notice, noun)
        .filter({ hasText: account })
        .filter({ hasText: amountText(amount) })
        .first(),
    ).toBeVisible();
}

for (const clock of [undefined, SERVER_CLOCK_BEHIND]) {
  const under = clock ? ', under a server clock 16 days behind' : '';
  for (const { name, noun, twice, instructions } of ACTIONS) {
    test(`${name}: a lost answer is decided by the list: the row it made is shown as recorded${under}`, async ({
      page,
    }) => {
      const { submit, sent, quiet } = await ready(page, name, 'drop', { clock });
      await submit.click();
      const notice = page.getByRole('alert').filter({ hasText: `This ${noun} is recorded` });
      await expect(notice).toContainText(
        `The answer did not say so, but the ${noun} list shows it:`,
      );
      // Never a failure, never an invitation to send it again, and the form is gone.
      await expect(submit).toBeHidden();
      await expect(page.getByText(/Unable to initiate payout at the moment/)).toBeHidden();
      await expect(page.getByRole('button', { name: /send it again/ })).toBeHidden();
      await expectRows(notice, noun, instructions(sent[0]?.postDataJSON()));
      await quiet();
      expect(sent).toHaveLength(1);
    });

    if (twice)
      test(`${name}: a payment recorded twice is shown at once, with both rows${under}`, async ({
        page,
      }) => {
        const { submit, sent } = await ready(page, name, 'twice', { clock });
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
}

for (const { name, noun } of ACTIONS) {
  test(`${name}: no answer and nothing in the list says it could not confirm, and nothing is sent again unasked`, async ({
    page,
  }) => {
    const { submit, sent, quiet } = await ready(page, name, 'network');
    await submit.click();
    // The list behind the dialog shows the same send as a banner, until dismissed.
    const notice = page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: `We could not confirm this ${noun}.` });
    await expect(notice).toContainText('Check the list before you try again.');
    await expect(notice).toContainText(`No matching ${noun} is in the list yet.`);
    await expect(submit).toBeHidden();
    await quiet();
    expect(sent).toHaveLength(1);

    // Only the merchant's confirmation, after the reloaded list, sends it again.
    await notice.getByRole('button', { name: 'It is not in the list — send it again' }).click();
    await expect.poll(() => sent.length).toBe(2);
  });
}

// A gateway that gave up answers 504 with a message of its own while the server goes on: the
// message says nothing about the money, so it is no refusal and the list decides.
for (const { name, noun } of ACTIONS.filter((action) =>
  ['payout initiate', 'refund'].includes(action.name),
)) {
  test(`${name}: a gateway's 504 with a message is no refusal: the list shows it recorded`, async ({
    page,
  }) => {
    const { submit, sent } = await ready(page, name, 'gateway-timeout');
    await submit.click();
    const notice = page.getByRole('dialog').getByRole('alert');
    await expect(notice).toContainText(`This ${noun} is recorded`);
    await expect(submit).toBeHidden();
    await expect(page.getByRole('button', { name: /send it again/ })).toBeHidden();
    expect(sent).toHaveLength(1);
  });
}

// The browser re-sends a full refund whose answer was lost; the provider refuses the repeat
// (nothing left to refund). The refusal is checked in the list before it is believed.
test('refund: a refusal of the retry of a refund that went through is shown as recorded', async ({
  page,
}) => {
  const { submit, sent } = await ready(page, 'refund', 'twice', {
    clock: SERVER_CLOCK_BEHIND,
    fullRefund: true,
  });
  await submit.click();
  const notice = page.getByRole('dialog').getByRole('alert');
  await expect(notice).toContainText('This refund is recorded:');
  await expect(noticeRows(notice, 'refund')).toHaveCount(1);
  await expect(page.getByText(/cannot exceed|Only successful transactions/)).toBeHidden();
  expect(sent).toHaveLength(1);
});

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
  await expect(dialog.getByRole('alert')).toContainText('This payout is recorded');
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

// A sign-out in another tab of the session (or a 401, or the idle timer) while a payout waits
// for its answer: the page goes, the answer with it. What the merchant sent is not forgotten.
test('a payout in flight when the session ends is still pending after the next sign-in, and held', async ({
  page,
}) => {
  const { submit, sent, quiet } = await ready(page, 'payout initiate', 'slow');
  await submit.click();
  await expect.poll(() => sent.length).toBe(1);
  const tag = await page.evaluate(() => sessionStorage.getItem('sessionTag'));
  const otherTab = await page.context().newPage();
  await openOrigin(otherTab);
  await otherTab.evaluate(
    (sessionTag) =>
      new BroadcastChannel('merchant-dashboard:session').postMessage({
        tag: sessionTag,
        message: { type: 'signed-out', reason: 'user' },
      }),
    tag,
  );
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await signInDirect(page);
  await page.goto('/dashboard/payout/transfer?currency=NGN');
  const banner = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'We could not confirm this payout.' });
  await expect(banner).toContainText('No matching payout is in the list yet.', {
    timeout: 30_000,
  });

  // The same payout again is held: the cooling period outlived the session.
  const again = await fillTransfer(page);
  await again.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'This payout was sent a moment ago.' }),
  ).toBeVisible();
  await quiet();
  expect(sent).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});
