/**
 * Every action that moves money or changes access, in one place (issue 12, part 2).
 * `money-actions.spec.ts` reads this list: for each entry it double-clicks the action, and
 * presses Enter twice, while the action's call answers slowly, and expects exactly one request.
 *
 * WHEN YOUR ACTION LANDS, ADD ITS ENTRY HERE (and nowhere else): how to reach it with its form
 * filled in, the control that sends it, and the call to count. The names the issue lists are
 * the keys of `MoneyActionName`; an action not listed yet is not tested yet.
 */
import type { Locator, Page } from '@playwright/test';
import { columnTexts, expectColumnAll, listTable } from './listTable';
import { signInDirect } from './support';

/** The actions issue 12 names. */
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

/** The registered actions; the harness runs each one twice (double click, Enter twice). */
export const MONEY_ACTIONS: Partial<Record<MoneyActionName, MoneyAction>> = {
  refund: {
    request: { method: 'POST', path: '/subsidiary/dashboard/refund' },
    async reach(page) {
      await signInDirect(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Transactions' })
        .click();
      const table = listTable(page, 'Transactions');
      await expectColumnAll(table, 'Status', 'Successful');
      const [reference = ''] = await columnTexts(table, 'Reference');
      await page.getByRole('button', { name: `Actions for ${reference}` }).click();
      await page.getByRole('menuitem', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
      return {
        submit: dialog.getByRole('button', { name: 'Refund' }),
        enterIn: dialog.getByRole('textbox', { name: 'Amount' }),
      };
    },
  },
};
