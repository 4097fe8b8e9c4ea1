import { expect, test, type Locator, type Page } from '@playwright/test';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import { recordMultipart } from './multipart';
import { dashboardRoutes } from './routes';
import { openSignedIn } from './support';

/**
 * Every dialog of the route table that holds radios or checkboxes, opened fresh so its
 * autofocused field is still empty, and each control clicked itself (Playwright clicks at the
 * control's position, not on its label). It once failed so: leaving the empty field showed its message
 * mid-click, the dialog moved, and the click on 'Decline' missed.
 */
interface DialogWithControls {
  /** The page that opens the dialog. */
  path: string;
  /** The button that opens it. */
  opener: string;
  /** The dialog's name. */
  dialog: string;
  /** The controls, in the order clicked (a radio's default comes last, so each click changes it). */
  controls: (dialog: Locator) => Promise<Locator[]>;
}

const radios = (names: string[]) => async (dialog: Locator) =>
  names.map((name) => dialog.getByRole('radio', { name, exact: true }));

const chargebackDetails =
  dashboardRoutes().find((route) => route.id === 'chargebackDetails')?.url ?? '';

const DIALOGS: DialogWithControls[] = [
  {
    path: PATHS.subsidiaries,
    opener: 'Create new subsidiary',
    dialog: 'Add new business',
    controls: async (dialog) => [
      ...(await radios(['Individual', 'Company'])(dialog)),
      dialog.getByRole('checkbox', { name: 'Make this my default business' }),
    ],
  },
  {
    path: PATHS.payoutAccounts,
    opener: 'Add a bank account',
    dialog: 'Add Bank Account',
    controls: radios(['Current', 'Savings']),
  },
  {
    path: PATHS.rolesPermissions,
    opener: 'Create custom role',
    dialog: 'Create custom role',
    controls: (dialog) => dialog.getByRole('checkbox').all(),
  },
  {
    path: `${PATHS.transfers}?currency=NGN`,
    opener: 'Make a Transfer',
    dialog: 'Transfer',
    controls: async (dialog) => {
      const all = await dialog.getByRole('radio').all();
      return [...all.slice(1), ...all.slice(0, 1)];
    },
  },
  {
    path: chargebackDetails,
    opener: 'Treat Chargeback',
    dialog: 'Treat Chargeback',
    controls: radios(['Decline', 'Accepted']),
  },
];

async function openDialog(page: Page, { path, opener, dialog }: DialogWithControls) {
  await page.goto(path);
  await page.getByRole('button', { name: opener }).first().click({ timeout: 30_000 });
  return page.getByRole('dialog', { name: dialog });
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

for (const entry of DIALOGS) {
  test(`'${entry.dialog}': each radio and checkbox answers a click on itself`, async ({ page }) => {
    const dialog = await openDialog(page, entry);
    // Some dialogs load their options (permissions, the lazy transfer form) after opening.
    await expect(
      dialog.locator('input[type="radio"], input[type="checkbox"]').first(),
    ).toBeVisible();
    const controls = await entry.controls(dialog);
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      const type = await control.getAttribute('type');
      const before = await control.isChecked();
      await control.click();
      await expect(control).toBeChecked({ checked: type === 'radio' ? true : !before });
    }
  });
}

test("'Treat Chargeback': clicking the Decline circle sends accepted=false", async ({ page }) => {
  const sentMultipart = await recordMultipart(page);
  const treatCall = '/subsidiary/dashboard/chargeback/accept/dispute';
  const [treat] = DIALOGS.filter((entry) => entry.dialog === 'Treat Chargeback');
  if (!treat) throw new TypeError('Treat Chargeback missing from DIALOGS');
  // A new page load, so the recorder is in place before the app's first request.
  const dialog = await openDialog(page, treat);
  await expect(dialog.getByRole('textbox', { name: /^Comment/ })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Decline' }).click();
  await dialog.getByRole('textbox', { name: /^Comment/ }).fill('The goods were delivered.');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(treatCall),
  );
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await sent;
  const [treatment] = await sentMultipart(treatCall);
  expect(Object.fromEntries(treatment?.parts ?? [])).toMatchObject({
    accepted: 'false',
    comment: 'The goods were delivered.',
  });
});
