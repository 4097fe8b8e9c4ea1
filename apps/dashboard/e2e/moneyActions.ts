/**
 * Every action that moves money or changes access, in one place.
 * `money-actions.spec.ts` reads this list: for each entry it double-clicks the action, and
 * presses Enter twice, while the action's call answers slowly, and expects exactly one request.
 *
 * WHEN YOUR ACTION LANDS, ADD ITS ENTRY HERE (and nowhere else): how to reach it with its form
 * filled in, the control that sends it, and the call to count. The names the issue lists are
 * the keys of `MoneyActionName`; an action not listed yet is not tested yet.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { columnTexts, expectColumnAll, listTable } from './listTable';
import { DEMO_OTP, openMenuLink, openSignedIn } from './support';

/** The actions that move money or change access. */
export type MoneyActionName =
  | 'refund'
  | 'bulk refund'
  | 'payout initiate'
  | 'payout verify'
  | 'send invoice'
  | 'role save'
  | 'invite'
  | 'key rotation'
  | 'bank account';

/** What the harness presses, and where a second Enter would land. */
export interface ReadyAction {
  /** The control that sends the action (a submit or confirm button). */
  submit: Locator;
  /** Where the user typed last, if Enter there submits the form; the submit control otherwise. */
  enterIn?: Locator;
}

export interface MoneyAction {
  /** The call one submission sends; the harness counts these. */
  request: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string };
  /**
   * From a fresh sandbox: signs in, reaches the action and fills its form, leaving it one press
   * away from sending. Use the journeys' helpers (support.ts, listTable.ts).
   */
  reach: (page: Page) => Promise<ReadyAction>;
}

/** Whether a request is the call the action sends (its method, and its path at the API root). */
export const sends = (action: MoneyAction) => (request: Request) =>
  request.method() === action.request.method &&
  new URL(request.url()).pathname.endsWith(action.request.path);

/** The registered action of that name; a journey about an unregistered one fails at once. */
export function moneyAction(name: MoneyActionName): MoneyAction {
  const action = MONEY_ACTIONS[name];
  if (!action) throw new Error(`${name} is not registered in moneyActions.ts`);
  return action;
}

/** Opens the Refund dialog of the first transaction (all listed are successful), signed in. */
export async function openRefundDialog(page: Page) {
  await openSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  const table = listTable(page, 'Transactions');
  await expectColumnAll(table, 'Status', 'Successful');
  const [reference = ''] = await columnTexts(table, 'Reference');
  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'Refund' }).click();
  return { dialog: page.getByRole('dialog', { name: 'Refund transaction' }), reference };
}

/** From a payout's row (one awaiting verification): its details, then 'Verify Payout'. */
export async function openVerifyFromRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  await page
    .getByRole('dialog', { name: 'Payout Details' })
    .getByRole('button', { name: 'Verify Payout' })
    .click();
  return page.getByRole('dialog', { name: 'Verify Payout' });
}

/**
 * On the Transfers page: opens 'Make a Transfer' and fills the same NGN 2,500.00 bank transfer
 * each time, up to its summary.
 */
export async function fillTransfer(page: Page): Promise<ReadyAction> {
  await page.getByRole('button', { name: 'Make a Transfer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await dialog
    .getByRole('combobox', { name: /^Bank/ })
    .selectOption({ label: 'Guaranty Trust Bank' });
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('0123456789');
  await expect(dialog.getByRole('textbox', { name: /^Account name/ })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('2500');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Below the OTP threshold, so one request moves the money ('00').
  return { submit: dialog.getByRole('button', { name: 'Send NGN 2,500.00' }) };
}

/** The registered actions; the harness runs each one twice (double click, Enter twice). */
export const MONEY_ACTIONS: Partial<Record<MoneyActionName, MoneyAction>> = {
  refund: {
    request: { method: 'POST', path: '/subsidiary/dashboard/refund' },
    async reach(page) {
      const { dialog } = await openRefundDialog(page);
      return {
        submit: dialog.getByRole('button', { name: 'Refund' }),
        enterIn: dialog.getByRole('textbox', { name: 'Amount' }),
      };
    },
  },
  'payout initiate': {
    request: { method: 'POST', path: '/subsidiary/payout/initiate' },
    async reach(page) {
      await openSignedIn(page, '/dashboard/payout/transfer?currency=NGN');
      return fillTransfer(page);
    },
  },
  'payout verify': {
    request: { method: 'POST', path: '/subsidiary/payout/verify' },
    async reach(page) {
      await openSignedIn(page, '/dashboard/payout/transfer?currency=NGN');
      // The sandbox's newest payout awaits verification.
      const table = listTable(page, 'Transfers');
      await expect.poll(() => columnTexts(table, 'Status')).toContain('Awaiting Verification');
      const statuses = await columnTexts(table, 'Status');
      const row = table.getByRole('row').nth(statuses.indexOf('Awaiting Verification') + 1);
      const dialog = await openVerifyFromRow(page, row);
      const otp = dialog.getByRole('textbox', { name: /^OTP/ });
      await otp.fill(DEMO_OTP);
      return { submit: dialog.getByRole('button', { name: 'Verify' }), enterIn: otp };
    },
  },
  'role save': {
    request: { method: 'POST', path: '/subsidiary/dashboard/role/create' },
    async reach(page) {
      await openSignedIn(page);
      await openMenuLink(page, 'Roles & Permissions');
      await page.getByRole('button', { name: 'Create custom role' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create custom role' });
      await dialog.getByRole('textbox', { name: /^Description/ }).fill('Reads the audit trail');
      await dialog.getByRole('checkbox', { name: 'View audit trails' }).check();
      const name = dialog.getByRole('textbox', { name: /^Role name/ });
      await name.fill('Auditor');
      return { submit: dialog.getByRole('button', { name: 'Create role' }), enterIn: name };
    },
  },
  invite: {
    request: { method: 'POST', path: '/subsidiary/dashboard/users/create' },
    async reach(page) {
      await openSignedIn(page);
      await openMenuLink(page, 'Users');
      await page.getByRole('button', { name: 'Create New User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite User' });
      await dialog
        .getByRole('textbox', { name: /^Email address/ })
        .fill('chioma.obi@naijathreads.ng');
      await dialog.getByRole('textbox', { name: /^Email address/ }).blur();
      const lastName = dialog.getByRole('textbox', { name: /^Last name/ });
      await dialog.getByRole('textbox', { name: /^First name/ }).fill('Chioma');
      await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('8051234567');
      await dialog.getByRole('combobox', { name: /^Role/ }).selectOption('Operations');
      await lastName.fill('Obi');
      return { submit: dialog.getByRole('button', { name: 'Invite' }), enterIn: lastName };
    },
  },
  'bulk refund': {
    request: { method: 'POST', path: '/subsidiary/dashboard/refund' },
    async reach(page) {
      await openSignedIn(page);
      await openMenuLink(page, 'Transactions');
      const table = listTable(page, 'Transactions');
      await expect
        .poll(async () => (await columnTexts(table, 'Reference')).length)
        .toBeGreaterThan(1);
      const [first = '', second = ''] = await columnTexts(table, 'Reference');
      await page.goto('/dashboard/refunds');
      await page.getByRole('button', { name: 'Log a refund' }).click({ timeout: 30_000 });
      await page.getByRole('menuitem', { name: 'Log bulk refunds' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log bulk refunds' });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'refunds.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `transactionReference,amount,reason\n${first},1,Damaged\n${second},2,Late\n`,
        ),
      });
      await expect(dialog.getByText('2 refunds ready to log')).toBeVisible();
      return { submit: dialog.getByRole('button', { name: 'Log refunds' }) };
    },
  },
  'send invoice': {
    request: { method: 'POST', path: '/subsidiary/dashboard/invoice/create' },
    async reach(page) {
      await openSignedIn(page, '/dashboard/business/invoice/new-invoice');
      const customer = page.getByRole('form', { name: 'Customers details' });
      await customer.getByLabel(/^Customer name/).fill('Ada Obi', { timeout: 30_000 });
      await customer.getByLabel(/^Company name/).fill('Obi Stores');
      await customer.getByLabel(/^Customer email/).fill('ada@obistores.ng');
      await customer.getByLabel(/^Company email/).fill('accounts@obistores.ng');
      await customer.getByRole('button', { name: 'Next' }).click();
      const details = page.getByRole('form', { name: 'Invoice Details' });
      await details.getByLabel(/^Description/).fill('Rice, 50 kg');
      await details.getByLabel(/^Unit price/).fill('2500');
      await details.getByLabel(/^Quantity/).fill('2');
      const title = details.getByLabel(/^Invoice title/);
      await title.fill('November supplies');
      return { submit: details.getByRole('button', { name: 'Send invoice' }), enterIn: title };
    },
  },
  'key rotation': {
    request: { method: 'POST', path: '/subsidiary/dashboard/auth/new-key' },
    async reach(page) {
      await openSignedIn(page);
      await openMenuLink(page, 'API Keys & Webhooks');
      await page.getByRole('button', { name: 'Generate New Keys' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Generate New Keys' });
      return { submit: confirm.getByRole('button', { name: 'Continue' }) };
    },
  },
  'bank account': {
    request: { method: 'POST', path: '/subsidiary/dashboard/bank/details' },
    async reach(page) {
      await openSignedIn(page);
      await openMenuLink(page, 'Payout Accounts');
      await page.getByRole('button', { name: 'Add a bank account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
      await dialog.getByRole('combobox', { name: /^Bank/ }).selectOption({ index: 1 });
      await dialog.getByRole('textbox', { name: /^Account number/ }).fill('0123456789');
      await expect(dialog.getByRole('textbox', { name: /^Account name/ })).not.toHaveValue('');
      return { submit: dialog.getByRole('button', { name: 'Add Beneficiary' }) };
    },
  },
};
