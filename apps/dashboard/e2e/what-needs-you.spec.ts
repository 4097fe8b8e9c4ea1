import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support';

const PANEL = 'What needs you';

/** The top bar's entry, once its count has been read. */
const pendingWorkButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${PANEL}, \\d+ waiting`) });

/** The number a panel entry shows beside its link. */
async function entryCount(page: Page, link: string): Promise<number> {
  const entry = page
    .getByRole('dialog', { name: PANEL })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: link }) });
  const match = new RegExp(`^${link}\\s+(\\d+)`).exec(await entry.innerText());
  expect(match, `a count beside '${link}'`).not.toBeNull();
  return Number(match![1]);
}

test('the chargebacks awaiting response: the count equals the list its link opens', async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(pendingWorkButton(page)).toBeVisible();

  await pendingWorkButton(page).click();
  const count = await entryCount(page, 'Chargebacks awaiting response');
  expect(count).toBeGreaterThan(0);
  // The nearest deadline first.
  await expect(page.getByRole('list', { name: 'Nearest deadlines' })).toBeVisible();

  await page
    .getByRole('dialog', { name: PANEL })
    .getByRole('link', { name: 'Chargebacks awaiting response' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/chargeback\/awaiting-response$/);
  await expect(page.getByRole('dialog', { name: PANEL })).toBeHidden();
  await expect(
    page.getByRole('heading', { name: `Chargebacks awaiting response (${count})` }),
  ).toBeVisible({ timeout: 30_000 });

  // The payouts awaiting verification open on the list filtered to that status.
  await pendingWorkButton(page).click();
  const toVerify = page
    .getByRole('dialog', { name: PANEL })
    .getByRole('link', { name: 'Payouts awaiting verification' });
  if (await toVerify.isVisible()) {
    const verifyCount = await entryCount(page, 'Payouts awaiting verification');
    await toVerify.click();
    await expect(page).toHaveURL(/\/dashboard\/account\/payouts\?status=Awaiting\+Verification$/);
    await expect(page.getByRole('heading', { name: `Payouts (${verifyCount})` })).toBeVisible({
      timeout: 30_000,
    });
  }

  // Coming back to the tab reads the counts again (once SWR's two-second dedupe has passed).
  await expect(async () => {
    const readAgain = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname.endsWith('/chargeback/all') &&
        new URL(request.url()).searchParams.get('status') === 'Awaiting Response',
      { timeout: 1_000 },
    );
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await readAgain;
  }).toPass({ timeout: 10_000 });
});

test('g then a letter opens a main page, / the list filter, ? every shortcut; not while typing', async ({
  page,
}) => {
  await openSignedIn(page);
  // The shortcuts are bound once the page has painted, as the top bar's count is read.
  await expect(pendingWorkButton(page)).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/dashboard\/business\/transactions$/);
  await expect(page.getByRole('heading', { name: 'TRANSACTIONS', exact: true })).toBeVisible();

  // `/` opens the list's filter with the focus in it; what is typed there stays text.
  await expect(page.getByRole('button', { name: /^Filter/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('/');
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await expect(filter).toBeVisible();
  await expect(filter.locator(':focus')).toHaveCount(1);
  const field = filter.getByRole('textbox', { name: 'Payment reference' });
  await field.focus();
  await page.keyboard.type('gk?');
  await expect(field).toHaveValue('gk?');
  await expect(page).toHaveURL(/\/dashboard\/business\/transactions/);
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(filter).toBeHidden();

  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Ctrl K')).toBeVisible();
  await expect(help.getByText('Go to All chargebacks')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('k');
  await expect(page).toHaveURL(/\/dashboard\/chargeback$/);
});

test('on a phone (390 px) the page title shows whole', async ({ page }) => {
  await openSignedIn(page, '/dashboard/settings/compliance-information');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, title] of [
    ['/dashboard/settings/compliance-information', 'COMPLIANCE-INFORMATION'],
    ['/dashboard/chargeback/awaiting-response', 'AWAITING-RESPONSE'],
  ] as const) {
    if (!page.url().endsWith(path)) await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const fit = await heading.evaluate((element) => ({
      cut: element.scrollWidth > element.clientWidth,
      right: element.getBoundingClientRect().right,
    }));
    expect(fit.cut, `${title} is cut`).toBe(false);
    expect(fit.right).toBeLessThanOrEqual(390);
  }
});
