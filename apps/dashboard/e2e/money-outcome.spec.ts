import { expect, test, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY, formatFaults, type FaultMode } from '@merchant/api/mocks/faults';
import { moneyAction, sends, type MoneyAction, type MoneyActionName } from './moneyActions';
import { openOrigin } from './support';

/**
 * Money that is never sent twice unseen (issue 19, ADR 010). For each money action the
 * sandbox carries the call out and then (a) loses its answer ('drop'): the dialog says it
 * could not confirm, and nothing is sent again until the merchant confirms it is not in the
 * list; (b) records it twice, as Chromium's retry of a POST does ('twice'): the dialog says
 * so with both rows, and so does the list's banner.
 */

/** Each money action of the issue, the noun its notices use, and whether 'twice' applies. */
const ACTIONS: readonly { name: MoneyActionName; noun: string; twice: boolean }[] = [
  { name: 'payout initiate', noun: 'payout', twice: true },
  // The provider verifies a batch once: a repeat answers 'already verified', a refusal.
  { name: 'payout verify', noun: 'payout', twice: false },
  { name: 'refund', noun: 'refund', twice: true },
  { name: 'bulk refund', noun: 'refund', twice: true },
  { name: 'send invoice', noun: 'invoice', twice: true },
];

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
  return { submit, sent };
}

for (const { name, noun, twice } of ACTIONS) {
  test(`${name}: a lost answer says it could not confirm, and nothing is sent again unasked`, async ({
    page,
  }) => {
    const { submit, sent } = await ready(page, name, 'drop');
    await submit.click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `We could not confirm this ${noun}.` });
    await expect(notice).toContainText('Check the list before you try again.');
    // Never a plain failure or a plain success, and the form is gone.
    await expect(submit).toBeHidden();
    await expect(page.getByText(/Unable to initiate payout at the moment/)).toBeHidden();
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(1);

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

test('the duplicate stays on the payouts list as a banner until dismissed', async ({ page }) => {
  const { submit } = await ready(page, 'payout initiate', 'twice');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog.getByRole('alert')).toContainText(
    /This payout was recorded twice at \d\d:\d\d/,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const banner = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'This payout was recorded twice' });
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});
