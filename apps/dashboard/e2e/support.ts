import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_OTP } from '@merchant/api/mocks/demo';

export { DEMO_ACCOUNTS, DEMO_OTP };

/**
 * Starts each journey from a fresh sandbox: the db persists in localStorage across reloads. A
 * page that has loaded nothing yet is in a new browser context, whose storage is empty already,
 * so only a used page pays for clearing and a second load.
 */
export async function freshSandbox(page: Page) {
  const used = page.url() !== 'about:blank';
  await page.goto('/');
  if (used) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
  }
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
}

/**
 * Goes to the sign-in page unless already there: a second navigation to the same address right
 * after the sandbox's boot was seen to be aborted by Chromium (net::ERR_ABORTED).
 */
async function openSignIn(page: Page) {
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
}

/** Signs in with the direct (no 2FA) demo account and waits for the home. */
export async function signInDirect(page: Page) {
  await openSignIn(page);
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.noTwoFactor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.noTwoFactor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
}

/** Signs in with the 2FA demo account: password, then the OTP. */
export async function signInWithOtp(page: Page, otp = DEMO_OTP) {
  await openSignIn(page);
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.twoFactor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.twoFactor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/2fa-signin$/);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Complete Sign In' }).click();
}
