import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, freshSandbox, signInDirect } from './support';

// The demo build keeps the default: 15 minutes, the warning one minute before.
const TRANSACTIONS = '/dashboard/business/transactions';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const signInHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Sign in to your account' });

// A lazy page on a machine busy with other journeys can take longer than the default wait.
const PAGE_LOAD = { timeout: 30_000 };

async function openTransactions(page: Page) {
  await page.goto(TRANSACTIONS);
  await expect(page.getByRole('heading', { name: 'TRANSACTIONS', exact: true })).toBeVisible(
    PAGE_LOAD,
  );
}

/** Fills the sign-in form (direct account) without assuming where it leads. */
async function submitSignIn(page: Page) {
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.noTwoFactor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.noTwoFactor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.beforeEach(async ({ context, page }) => {
  // Every document of every tab runs on one fake clock the journey moves forward.
  await context.clock.install();
  await freshSandbox(page);
  await signInDirect(page);
});

test('a minute before 15 idle minutes a warning offers to stay; then the session ends and sign-in returns to the page', async ({
  context,
  page,
}) => {
  await openTransactions(page);

  // The fake clock also runs on its own, so each step leaves half a minute for a slow machine.
  await context.clock.fastForward('13:30');
  await expect(warning(page)).toHaveCount(0);
  await context.clock.fastForward('00:31');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText(/signed out in 0:[0-5]\d because/);
  const stay = warning(page).getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();

  // Moving the mouse does not answer the warning; the button does.
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 260);
  await expect(warning(page)).toBeVisible();
  await stay.click();
  await expect(warning(page)).toHaveCount(0);

  await context.clock.fastForward('14:30');
  await expect(warning(page)).toBeVisible();
  await context.clock.fastForward('00:31');
  await expect(signInHeading(page)).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

  await submitSignIn(page);
  await expect(page).toHaveURL(TRANSACTIONS);
  await expect(page.getByRole('heading', { name: 'TRANSACTIONS', exact: true })).toBeVisible(
    PAGE_LOAD,
  );
});

test('every tab of the session shares its activity and signs out together', async ({
  context,
  page,
}) => {
  await openTransactions(page);
  // A tab opened from this one shares its session storage: the same session.
  const [other] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => window.open('/dashboard', '_blank')),
  ]);
  await expect(other.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible(
    PAGE_LOAD,
  );

  // Input in one tab keeps the other alive.
  await context.clock.fastForward('10:00');
  await other.keyboard.press('Shift');
  await context.clock.fastForward('05:00');
  await expect(page).toHaveURL(TRANSACTIONS);
  await expect(warning(page)).toHaveCount(0);

  // Both warn at 14 minutes after that input; signing out in one ends both.
  await context.clock.fastForward('09:01');
  await expect(warning(page)).toBeVisible();
  await expect(warning(other)).toBeVisible();
  await warning(other).getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(other)).toBeVisible();
  await expect(signInHeading(page)).toBeVisible();
  for (const tab of [page, other])
    expect(await tab.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

  // Signing out on purpose is not an idle sign-out: the next sign-in starts at the home.
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});
