import { expect, test, type Page, type Request } from '@playwright/test';
import { columnTexts, listTable } from './listTable';
import { expectReloaded, markDocument } from './reloads';
import { openSignedIn, signInWithOtp } from './support';

const TRANSACTIONS = '/dashboard/business/transactions';

const isCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname.endsWith(path);

const testModeBanner = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: 'Test mode' });

test('the Test/Live switch patches the environment, reloads, and the Test banner follows it', async ({
  page,
}) => {
  await openSignedIn(page);
  const environment = page.getByRole('switch', { name: 'Live mode' });
  await expect(environment).not.toBeChecked();
  await expect(testModeBanner(page)).toBeVisible();

  await markDocument(page);
  const toLive = page.waitForRequest(isCall('PATCH', '/subsidiary/dashboard/environment/toggle'));
  await environment.click();
  expect((await toLive).postDataJSON()).toMatchObject({ environmentId: 2, SetDefault: true });
  await expectReloaded(page);
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  await expect(environment).toBeChecked();
  await expect(testModeBanner(page)).toHaveCount(0);

  await markDocument(page);
  const toTest = page.waitForRequest(isCall('PATCH', '/subsidiary/dashboard/environment/toggle'));
  await environment.click();
  expect((await toTest).postDataJSON()).toMatchObject({ environmentId: 1, SetDefault: true });
  await expectReloaded(page);
  await expect(environment).not.toBeChecked();
  await expect(testModeBanner(page)).toBeVisible();
});

test('switching business sets the subsidiary, reloads, and the switcher names the new business', async ({
  page,
}) => {
  await signInWithOtp(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(TRANSACTIONS);
  const switcher = page.getByRole('button', { name: 'Lagos Fresh Foods Ltd' });
  await expect(switcher).toBeVisible();

  await markDocument(page);
  await switcher.click();
  const menu = page.getByRole('menu', { name: 'Switch business' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Lagos Fresh Foods Ltd',
    'Adaeze Catering Services',
  ]);
  const setSubsidiary = page.waitForRequest(
    isCall('POST', '/subsidiary/dashboard/session/set-subsidiary'),
  );
  await menu.getByRole('menuitem', { name: 'Adaeze Catering Services' }).click();
  expect((await setSubsidiary).postDataJSON()).toMatchObject({
    subsidiaryId: '10232',
    setAsDefault: true,
  });
  await expectReloaded(page);

  await expect(page.getByRole('button', { name: 'Adaeze Catering Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lagos Fresh Foods Ltd' })).toHaveCount(0);
  await expect(page.getByText(/^Merchant ID\s+10232$/)).toBeVisible();
});

test('the display currency changes the home and the list to NGN and survives a reload', async ({
  page,
}) => {
  await openSignedIn(page);
  const volume = page.getByRole('group', { name: 'Transaction volume' });
  await expect(volume).toContainText(/USD [\d,]+\.\d{2}/);

  await page.getByRole('button', { name: 'Currency: USD (US Dollar)' }).click();
  await page.getByRole('menuitem', { name: 'NGN (Nigerian Naira)' }).click();
  await expect(
    page.getByRole('button', { name: /^Currency: .*NGN \(Nigerian Naira\)$/ }),
  ).toBeVisible();
  await expect(volume).toContainText(/NGN [\d,]+\.\d{2}/);
  await expect(page.getByRole('group', { name: 'Available balance' })).toContainText(
    /NGN [\d,]+\.\d{2}/,
  );

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  const table = listTable(page, 'Transactions');
  await expect
    .poll(async () => {
      const amounts = await columnTexts(table, 'Amount');
      return amounts.length > 0 && amounts.every((amount) => /^NGN [\d,]+\.\d{2}$/.test(amount));
    })
    .toBe(true);

  await page.reload();
  await expect(
    page.getByRole('button', { name: /^Currency: .*NGN \(Nigerian Naira\)$/ }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const amounts = await columnTexts(table, 'Amount');
      return amounts.length > 0 && amounts.every((amount) => /^NGN [\d,]+\.\d{2}$/.test(amount));
    })
    .toBe(true);
});

test("'Log Out' ends the session: back to / and /dashboard then redirects to /", async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test("an unknown dashboard address shows 'Page not found' inside the shell", async ({ page }) => {
  await openSignedIn(page, '/dashboard/settings/no-such-page');
  await expect(page).toHaveURL(/\/dashboard\/settings\/no-such-page$/);
  await expect(page.getByRole('main').getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('heading', { name: 'NO-SUCH-PAGE' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
