import { expect, test, type Page, type Request } from '@playwright/test';
import { watchApiQuiet } from './apiQuiet';
import { openSignedIn, signInToOnboardingBusiness, signUpChiamaka } from './support';

const GET_STARTED = '/dashboard/getStarted';
const CHECKLIST = '/dashboard/getStarted/onboarding';
const TERMS = '/dashboard/getStarted/terms';
const TOUR = '/dashboard/getStarted/tour';
const API = '/subsidiary/dashboard';
/** A full page load (after a business switch, get-started or go-live) on a busy runner. */
const RELOAD = { timeout: 30_000 };

const isCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === path;

/** The checklist's steps, by the link each one carries. */
const stepNames = (page: Page) =>
  page.getByRole('main').getByRole('list').first().getByRole('listitem').getByRole('link');

const progressOf = (page: Page, step: string) => page.getByRole('progressbar', { name: step });

/** Signs up a new merchant, then signs in with the new login (the sandbox lets it in unverified). */
async function signUpAndSignIn(page: Page) {
  await signUpChiamaka(page);
  await page.goto('/');
  await page.getByLabel('Email address').fill('chiamaka@ezestores.ng');
  await page.getByLabel('Password', { exact: true }).fill('Secret@123');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the checklist from the sidebar's 'CONTINUE KYC' link. */
async function openChecklist(page: Page) {
  await page.getByRole('link', { name: 'CONTINUE KYC' }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`));
  await expect(page.getByRole('heading', { name: 'We need more information' })).toBeVisible();
}

/**
 * Calls the sandbox API from the page, with the page's token, for a step another page owns.
 * The API root is read from the page's own /me request.
 */
async function callApi(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const me = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/subsidiary/dashboard/me'));
      if (!me) throw new Error('No /me request to read the API root from');
      const response = await fetch(new URL(path, me.name).toString(), {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

test('a new business lands on get-started from /dashboard and reaches the Company checklist', async ({
  page,
}) => {
  // Sign-up, sign-in, get-started and a reload: a long journey.
  test.slow();
  await signUpAndSignIn(page);

  await expect(page).toHaveURL(new RegExp(`${GET_STARTED}$`));
  await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
  await expect(page.getByText('A few more things to help us set up your dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'OnBoarding' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Business name/ })).toHaveValue('Eze Stores');
  await expect(page.getByRole('combobox', { name: /Country/ })).toHaveValue('NG');
  const proceed = page.getByRole('button', { name: 'Proceed to my dashboard' });
  await expect(proceed).toBeDisabled();

  await page.getByRole('combobox', { name: /Business size/ }).selectOption('1-10');
  await page.getByRole('combobox', { name: /Business category/ }).selectOption('Technology');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: /Referral code/ }).fill('ADA2026');
  const sent = page.waitForRequest(isCall('POST', `${API}/business/get-started`));
  // The page reloads onto the checklist once the message has shown.
  const reloaded = page.waitForEvent('load', RELOAD);
  await proceed.click();

  expect((await sent).postDataJSON()).toEqual({
    businessName: 'Eze Stores',
    country: 'NG',
    businessType: 'Company',
    businessSize: '1-10',
    isDeveloper: true,
    businessCategoryId: '3',
    referalCode: 'ADA2026',
  });
  await expect(page.getByText('Your business details have been saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`));
  // After the reload: the business is a Company, so five steps.
  await reloaded;
  await expect(page.getByRole('heading', { name: 'We need more information' })).toBeVisible(RELOAD);
  await expect(stepNames(page)).toHaveText([
    'Primary Identity Information',
    'Business registration (KYC)',
    'Business information',
    'Bank details',
    'Terms and conditions',
  ]);
  await expect(page.getByRole('link', { name: 'CONTINUE KYC' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request to go live' })).toBeDisabled();
  // /dashboard now opens the checklist rather than get-started.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`));
});

test('switching an Individual business to Company shows five steps, and back to four', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard', 'onboarding');
  await openChecklist(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(stepNames(page)).toHaveText([
    'Personal Information',
    'Business information',
    'Bank details',
    'Terms and conditions',
  ]);
  await expect(progressOf(page, 'Personal Information')).toHaveAttribute('aria-valuenow', '100');
  await expect(progressOf(page, 'Bank details')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Bank details' })).toHaveAttribute(
    'href',
    '/dashboard/getStarted/bankdetails',
  );

  const patched = page.waitForRequest(isCall('PATCH', `${API}/onboarding/switch/business/type`));
  await page.getByRole('button', { name: 'Switch to Company' }).click();
  expect((await patched).postDataJSON()).toEqual({});

  await expect(stepNames(page)).toHaveCount(5);
  await expect(stepNames(page).nth(1)).toHaveText('Business registration (KYC)');
  await expect(progressOf(page, 'Business registration (KYC)')).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  await page.getByRole('button', { name: 'Switch to Individual' }).click();
  await expect(stepNames(page)).toHaveCount(4);
});

test('terms: Accept sends true once ticked, the step reaches 100 % and the terms stay readable', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard', 'onboarding');
  await openChecklist(page);
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(new RegExp(`${TERMS}$`));
  await expect(page.getByRole('region', { name: 'Terms and Conditions' })).toContainText(
    '20,000 US dollars',
  );
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();

  await page
    .getByRole('checkbox', { name: 'I accept the product Business terms and conditions' })
    .check();
  const sent = page.waitForRequest(isCall('POST', `${API}/onboarding/accept/terms`));
  await accept.click();

  expect((await sent).postDataJSON()).toEqual({ accepted: true });
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`));
  await expect(progressOf(page, 'Terms and conditions')).toHaveAttribute('aria-valuenow', '100');
  // Part 1 section 2: at 100 the terms stay readable, without the checkbox and the buttons.
  await page.goto(TERMS);
  await expect(page.getByRole('region', { name: 'Terms and Conditions' })).toContainText(
    '20,000 US dollars',
  );
  await expect(page).toHaveURL(new RegExp(`${TERMS}$`));
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Accept|Decline)$/ })).toHaveCount(0);
});

test('opened at their address, the terms read the progress once, sent before their code arrived', async ({
  page,
}) => {
  const isProgressRead = isCall('GET', `${API}/onboarding/percentage`);
  const quiet = watchApiQuiet(page, 10_000);
  // The page the business switch reloads to reads the progress once, after its document has
  // loaded and its shell has painted: on a slow runner that read starts well after the page's
  // other calls have gone quiet, so the test waits for that read itself, then for it to end.
  let progressReadsOfThisDocument = 0;
  page.on('domcontentloaded', () => {
    progressReadsOfThisDocument = 0;
  });
  page.on('request', (request) => {
    if (isProgressRead(request)) progressReadsOfThisDocument += 1;
  });
  await signInToOnboardingBusiness(page);
  await expect.poll(() => progressReadsOfThisDocument, { timeout: 30_000 }).toBeGreaterThan(0);
  await quiet();
  // What the terms' page hears, in order: a progress read and its own chunk arriving.
  const heard: string[] = [];
  page.on('request', (request) => {
    if (isProgressRead(request)) heard.push('progress read');
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/terms-[\w-]+\.js$/.test(request.url())) heard.push('terms code');
  });
  await page.goto(TERMS);
  await expect(page.getByRole('region', { name: 'Terms and Conditions' })).toContainText(
    '20,000 US dollars',
  );
  // The entry's early read is the one the page takes: no second read once the page has painted.
  await quiet();
  expect(heard).toEqual(['progress read', 'terms code']);
});

test('terms: Decline sends false and returns to the checklist', async ({ page }) => {
  await openSignedIn(page, TERMS, 'onboarding');
  const sent = page.waitForRequest(isCall('POST', `${API}/onboarding/accept/terms`));
  await page.getByRole('button', { name: 'Decline' }).click();

  expect((await sent).postDataJSON()).toEqual({ accepted: false });
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`));
  await expect(progressOf(page, 'Terms and conditions')).toHaveAttribute('aria-valuenow', '0');
});

test("go-live: enabled once the Individual's steps are complete; '00' re-reads /me and ends on the home", async ({
  page,
}) => {
  // Two saves, a go-live and a reload: a long journey.
  test.slow();
  await openSignedIn(page, '/dashboard', 'onboarding');
  await openChecklist(page);
  const goLive = page.getByRole('button', { name: 'Request to go live' });
  await expect(goLive).toBeDisabled();

  // Bank details belong to another page; the sandbox's call saves them here.
  expect(
    await callApi(page, 'POST', `${API}/onboarding/bank/details`, {
      accountType: 'Current',
      bankId: '1',
      accountNumber: '0123456789',
      accountName: 'ADAEZE CATERING SERVICES',
    }),
  ).toBe(200);
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await page
    .getByRole('checkbox', { name: 'I accept the product Business terms and conditions' })
    .check();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`));
  await expect(progressOf(page, 'Bank details')).toHaveAttribute('aria-valuenow', '100');
  await expect(goLive).toBeEnabled();

  const sent = page.waitForRequest(isCall('POST', `${API}/onboarding/go-live`));
  const meAgain = page.waitForRequest(isCall('GET', `${API}/me`));
  await goLive.click();
  await sent;
  await meAgain;
  await expect(
    page.getByText('Your request to go live has been received and is under review'),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard$/, RELOAD);
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible(RELOAD);
  await expect(page.getByText('Transaction count')).toBeVisible();
  // Pending-Approval: the sidebar no longer offers to continue onboarding.
  await expect(page.getByRole('link', { name: 'CONTINUE KYC' })).toHaveCount(0);
});

test('the tour is a plain placeholder inside the shell', async ({ page }) => {
  await openSignedIn(page, TOUR, 'onboarding');
  await expect(page.getByText('The product tour is not available yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TOUR', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to onboarding checklist' })).toHaveAttribute(
    'href',
    CHECKLIST,
  );
});
