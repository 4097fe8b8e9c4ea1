import { expect, test, type Page } from '@playwright/test';
import { FAULT_URL_PARAM, FAULTS_STORAGE_KEY } from '@merchant/api/mocks/faults';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import { openSignedIn, signInDirect } from './support';

const CARDS = [
  'Transaction count',
  'Transaction volume',
  'Transaction settlements',
  'Available balance',
  'Ledger balance',
] as const;

/** The change badge of a card: '+12.5%', '-3%', '0%', or '— not available'. */
const changeOf = (page: Page, card: string) =>
  page.getByRole('group', { name: card }).locator('[data-direction]');

test("the home shows every card's change from last week on the sandbox (USD, the default view)", async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(page.getByRole('button', { name: /^Currency: USD/ })).toBeVisible();
  for (const card of CARDS) {
    const group = page.getByRole('group', { name: card });
    await expect(group).toContainText('from last week');
    await expect(changeOf(page, card)).toHaveText(/^[+-]?[\d,.]+%$/);
    await expect(changeOf(page, card)).not.toHaveText('-100%');
  }
});

/** Lets every call of the sandbox answer again (the fault rules live in the tab's storage). */
async function clearFaults(page: Page) {
  await page.evaluate((key) => {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }, FAULTS_STORAGE_KEY);
}

test('a list the client cannot read shows its own error state; the shell and the session stay', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openSignedIn(
    page,
    `${PATHS.transactions}?${FAULT_URL_PARAM}=wrong-types:/subsidiary/dashboard/fetch/orders`,
  );
  const error = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unexpected Error!' });
  // A full load of a list page on the sandbox (the worker, the seeded db, the page's files): on
  // a loaded CI host it has taken over 10 s, as the other journeys' first loads allow for.
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 30_000 });
  // The schema's complaint is a developer's: the console has it, the page does not.
  await expect(page.getByText('cannot be read')).toHaveCount(0);
  expect(logged.some((text) => text.includes('fetch/orders: the response cannot be read ('))).toBe(
    true,
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Live mode' })).toBeVisible();

  await clearFaults(page);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});

test('a /me the client cannot read keeps the session: the shell shows the error with Try again, which recovers', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // The sandbox answers /me with every value of the wrong type from here on (sign-in included).
  await page.goto(`/?${FAULT_URL_PARAM}=wrong-types:/subsidiary/dashboard/me`);
  await signInDirect(page);

  const error = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(error).toContainText('Unexpected Error!');
  await expect(error).not.toContainText('cannot be read');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Live mode' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(logged.some((text) => text.includes('the profile (/me) could not be read'))).toBe(true);
  expect(logged.some((text) => text.includes('/me: the response cannot be read ('))).toBe(true);

  await clearFaults(page);
  await error.getByRole('button', { name: 'Try again' }).click();

  await expect(error).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Transaction count' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Live mode' })).toBeVisible();
  await expect(page.getByText('Merchant ID')).toBeVisible();
});
