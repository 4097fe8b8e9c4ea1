import { expect, test } from '@playwright/test';
import { DEMO_INVITATION_TOKEN } from '@merchant/api/mocks/demo';
import { freshSandbox, signInDirect, signInWithOtp, signUpChiamaka } from './support';

test.beforeEach(async ({ page }) => {
  await freshSandbox(page);
});

test('sign-up ends at /verify with the address the mail went to', async ({ page }) => {
  await signUpChiamaka(page);
  await expect(
    page.getByRole('main').getByText('chiamaka@ezestores.ng', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in page' })).toBeVisible();
});

test("'Reset here' opens the reset request as ?reset=1: a reload keeps it, Cancel clears it", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Reset here' }).click();
  await expect(page).toHaveURL(/\/\?reset=1$/);
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('sign in without 2FA reaches the home', async ({ page }) => {
  await signInDirect(page);
  await expect(page.getByText('Transaction count')).toBeVisible();
});

test('sign in with 2FA reaches the home after the OTP', async ({ page }) => {
  await signInWithOtp(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Transaction volume')).toBeVisible();
});

test('a wrong OTP keeps the user on /2fa-signin with the server message', async ({ page }) => {
  await signInWithOtp(page, '000000');
  await expect(page).toHaveURL(/\/2fa-signin$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test("an existing user's invitation link verifies on load and offers sign-in, signing no one in", async ({
  page,
}) => {
  const verified = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/subsidiary/dashboard/users/verify'),
  );
  await page.goto(`/email-verified/${DEMO_INVITATION_TOKEN}?isExistingUser=true`);
  // The answer carries a session token; the page must not keep it.
  expect(await (await verified).json()).toMatchObject({
    token: { accessToken: expect.any(String) },
  });
  const main = page.getByRole('main');
  await expect(main.getByText('Invitation accepted successfully')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  expect(await page.evaluate(() => ({ ...sessionStorage }))).not.toHaveProperty('accessToken');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('route guards: /dashboard needs a token, public routes send a signed-in user to /dashboard', async ({
  page,
}) => {
  await page.goto('/dashboard/business/transactions');
  await expect(page).toHaveURL(/\/$/);
  await signInDirect(page);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired session signs out to / from any call', async ({ page }) => {
  await signInDirect(page);
  // The token expires while no dashboard page is open: an open one would sign out on its next
  // call, and that navigation aborted the page.goto below (net::ERR_ABORTED, a flaky run). The
  // tab keeps its session storage across about:blank; the init script swaps the token in as the
  // dashboard page starts, and only there, so the sign-out's own page keeps the cleared session.
  await page.goto('about:blank');
  await page.addInitScript(() => {
    if (window.location.pathname.startsWith('/dashboard'))
      sessionStorage.setItem('accessToken', 'expired-token');
  });
  await page.goto('/dashboard/business/transactions', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
});
