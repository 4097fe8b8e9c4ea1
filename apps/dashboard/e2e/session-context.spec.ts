import { expect, test, type Page } from '@playwright/test';
import { fillTransfer } from './moneyActions';
import { documentState, expectReloaded, markDocument } from './reloads';
import { ONBOARDING_BUSINESS, openSignedIn, postsTo, setFaults, signInDirect } from './support';

const TRANSACTIONS = '/dashboard/business/transactions';
const SET_SUBSIDIARY = '/subsidiary/dashboard/session/set-subsidiary';
/** The two-step login's other business, the one its stored sign-in is not on. */
const OTHER_BUSINESS = 'Lagos Fresh Foods Ltd';
/** A page's first load on a busy machine (its chunk, then the sandbox's answers). */
const PAGE_LOAD = { timeout: 30_000 };

// Two tabs, each loading the app, on a machine busy with other journeys.
test.describe.configure({ timeout: 120_000 });

/** The business the shell's switcher names. */
const switcher = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function switchBusiness(page: Page, name: string) {
  await switcher(page, ONBOARDING_BUSINESS).click();
  await page.getByRole('menu', { name: 'Switch business' }).getByRole('menuitem', { name }).click();
}

/** Opens a second tab from this one, as window.open does: it shares the session storage. */
async function openSecondTab(page: Page, path: string) {
  const [other] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((address) => window.open(address, '_blank'), path),
  ]);
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible(PAGE_LOAD);
  return other;
}

test('a business switch in one tab reloads the other tabs of the session into it', async ({
  page,
}) => {
  await openSignedIn(page, TRANSACTIONS, 'onboarding');
  const other = await openSecondTab(page, TRANSACTIONS);
  await expect(switcher(other, ONBOARDING_BUSINESS)).toBeVisible();
  await markDocument(other);

  await switchBusiness(page, OTHER_BUSINESS);

  await expectReloaded(other);
  await expect(switcher(other, OTHER_BUSINESS)).toBeVisible(PAGE_LOAD);
  await expect(other.getByText(/^Merchant ID\s+10231$/)).toBeVisible();
  await expect(switcher(other, ONBOARDING_BUSINESS)).toHaveCount(0);
});

test('a tab that missed a switch refuses to send a payout and names both places', async ({
  page,
  context,
}) => {
  const initiations = postsTo(page, '/subsidiary/payout/initiate');
  await openSignedIn(page, '/dashboard/payout/transfer?currency=NGN');
  const { submit } = await fillTransfer(page);
  await markDocument(page);

  // The same login signed in on its own (another device, say) moves the account to Live; this
  // tab belongs to another session and hears nothing of it.
  const elsewhere = await context.newPage();
  await signInDirect(elsewhere);
  const live = elsewhere.getByRole('switch', { name: 'Live mode' });
  await markDocument(elsewhere);
  await live.click();
  await expectReloaded(elsewhere);
  await expect(live).toBeChecked(PAGE_LOAD);
  await elsewhere.close();
  expect(await documentState(page)).toBe('before');

  await submit.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Transfer' })
      .getByText(
        'This tab shows Naija Threads Enterprise in Test, but your account is now on Naija Threads Enterprise in Live (changed in another tab or device). Reload the page before you send money.',
      ),
  ).toBeVisible();
  expect(initiations).toHaveLength(0);
});

test('a failed business switch says so and keeps the business; one that happened unanswered is followed', async ({
  page,
}) => {
  await openSignedIn(page, TRANSACTIONS, 'onboarding');
  await markDocument(page);

  // No answer at all: the error policy only logs it, so the switch says it failed itself.
  await setFaults(page, `network:POST:${SET_SUBSIDIARY}`);
  await switchBusiness(page, OTHER_BUSINESS);
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Error!' })).toBeVisible();
  await expect(switcher(page, ONBOARDING_BUSINESS)).toBeVisible();
  expect(await documentState(page)).toBe('before');

  // Carried out, then its answer lost: /me says the business changed, and the tab follows it.
  await setFaults(page, `drop:POST:${SET_SUBSIDIARY}`);
  await switchBusiness(page, OTHER_BUSINESS);
  await expectReloaded(page);
  await expect(switcher(page, OTHER_BUSINESS)).toBeVisible(PAGE_LOAD);
});
