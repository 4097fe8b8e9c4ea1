import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_OTP } from '@merchant/api/mocks/demo';
import {
  FAULTS_STORAGE_KEY,
  formatFaults,
  parseFaults,
  type FaultMethod,
} from '@merchant/api/mocks/faults';
import { listTable } from './listTable';

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

/** What a tab holds once signed in: both storages of the app's origin. */
interface SavedSession {
  local: Record<string, string>;
  session: Record<string, string>;
}

/**
 * The sign-ins a journey can start from: the direct (no 2FA) login on its live business, and
 * the 2FA login switched to its business that is still onboarding.
 */
const LOGINS = {
  direct: signInDirect,
  onboarding: signInToOnboardingBusiness,
} satisfies Record<string, (page: Page) => Promise<void>>;

export type Login = keyof typeof LOGINS;

/** Per worker and login: a journey that is not about signing in reuses one sign-in. */
const savedSessions = new Map<Login, Promise<SavedSession>>();

/** An address of the app's origin that the test answers itself, so nothing boots there. */
const BLANK_URL = '/e2e-blank';

/**
 * Opens the app's origin on a blank document (no app, no sandbox) to write its storage before
 * the app's first load, e.g. the sandbox's faults; openSignedIn may follow.
 */
export async function openOrigin(page: Page) {
  await page.route(BLANK_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(BLANK_URL);
  await page.unroute(BLANK_URL);
}

/** Signs in as `login` in a context of its own and keeps what it stored. */
function saveSession(page: Page, login: Login): Promise<SavedSession> {
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser to sign in with');
  let saved = savedSessions.get(login);
  if (!saved) {
    saved = (async () => {
      const { baseURL } = test.info().project.use;
      const context = await browser.newContext({ baseURL });
      try {
        const own = await context.newPage();
        await freshSandbox(own);
        await LOGINS[login](own);
        return await own.evaluate(() => ({
          local: { ...localStorage },
          session: { ...sessionStorage },
        }));
      } finally {
        await context.close();
      }
    })();
    savedSessions.set(login, saved);
    // A failed sign-in is not kept: the next journey tries again.
    saved.catch(() => savedSessions.delete(login));
  }
  return saved;
}

/**
 * Leaves a new page signed in as `login`, as freshSandbox and that sign-in would, without paying
 * for them or loading the app: the worker signs in once per login (saveSession) and each
 * journey's new context gets a copy of the sandbox's db (its localStorage, where the session
 * lives) and of the app's session storage, written on the app's origin before its first load.
 * Each context still has a db of its own, so no journey sees another's changes. The journey's
 * first `page.goto` starts the app signed in.
 */
export async function storeSignedIn(page: Page, login: Login) {
  const saved = await saveSession(page, login);
  if (new URL(page.url()).pathname !== BLANK_URL) await openOrigin(page);
  await page.evaluate(({ local, session }) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  }, saved);
}

/**
 * Opens `path` signed in as `login` (the direct account unless named), with one load of the app
 * (storeSignedIn). A page that has loaded something already (a `?scenario=`, which re-seeds the
 * db and the sessions with it) signs in itself, as before.
 */
export async function openSignedIn(page: Page, path = '/dashboard', login: Login = 'direct') {
  if (page.url() !== 'about:blank' && !page.url().endsWith(BLANK_URL)) {
    await LOGINS[login](page);
    if (path !== '/dashboard') await page.goto(path);
    return;
  }
  await storeSignedIn(page, login);
  await page.goto(path);
  // The app's first load, page chunk included: on a crowded machine it can take a while.
  const firstLoad = { timeout: 30_000 };
  if (path === '/dashboard' && login === 'direct') {
    await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible(
      firstLoad,
    );
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(firstLoad);
  }
}

/** Every POST to `path` the page sends from now on. */
export function postsTo(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path))
      posts.push(request);
  });
  return posts;
}

/**
 * Makes the sandbox fail, delay or shift (`clock:-16d`) calls from the next request on ('' clears).
 * The rules are read here first, so a typo fails the journey instead of being ignored in the page.
 */
export async function setFaults(page: Page, rules: string) {
  await page.evaluate(
    ([key, text]) => (text ? sessionStorage.setItem(key, text) : sessionStorage.removeItem(key)),
    [FAULTS_STORAGE_KEY, formatFaults(parseFaults(rules))] as const,
  );
}

/**
 * How long a slowed call waits: the window in which a second press of a money action lands.
 * Both presses of a gesture leave within milliseconds of each other, so a second and a half is
 * ample.
 */
export const SLOW_CALL_MS = 1500;

/** Makes only this call answer slowly (SLOW_CALL_MS), from the next request on. */
export async function slowCall(page: Page, call: { method: FaultMethod; path: string }) {
  await setFaults(page, formatFaults([{ mode: 'slow', delayMs: SLOW_CALL_MS, ...call }]));
}

/** Opens the list `name` (at `path`) from the main menu, signed in, and waits for its count. */
export async function openListFromMenu(page: Page, name: string, path: string) {
  await openSignedIn(page);
  await openMenuLink(page, name);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${name} \\(\\d+\\)$`) })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  return listTable(page, name);
}

/** Signs up Chiamaka Eze of Eze Stores (password Secret@123) and lands on /verify. */
export async function signUpChiamaka(page: Page) {
  await page.goto('/sign-up');
  await page.getByLabel('First and middle name').fill('Chiamaka');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email address').fill('chiamaka@ezestores.ng');
  await page.getByLabel('Mobile number').fill('8031234567');
  await page.getByLabel('Business name').fill('Eze Stores');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@123');
  await page.getByLabel('Confirm password').fill('Secret@123');
  await page.getByLabel('Confirm password').blur();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/verify$/);
}

/** The 2FA demo login's business that is still onboarding. */
export const ONBOARDING_BUSINESS = 'Adaeze Catering Services';

/** Signs in with the 2FA demo login and switches to its business that is still onboarding. */
export async function signInToOnboardingBusiness(page: Page) {
  await signInWithOtp(page);
  const switcher = page.getByRole('button', { name: 'Lagos Fresh Foods Ltd' });
  // The first load after the 2FA sign-in can be slow on a crowded machine.
  await expect(switcher).toBeVisible({ timeout: 30_000 });
  await switcher.click();
  await page
    .getByRole('menu', { name: 'Switch business' })
    .getByRole('menuitem', { name: ONBOARDING_BUSINESS })
    .click();
  await expect(page.getByRole('button', { name: ONBOARDING_BUSINESS })).toBeVisible({
    timeout: 30_000,
  });
}

/** Follows a link of the sidebar menu by its exact name. */
export async function openMenuLink(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** A call to `path`; a path ending in '/' also matches the id after it. */
export const isCall = (method: string, path: string) => (request: Request) => {
  const { pathname } = new URL(request.url());
  return (
    request.method() === method &&
    (path.endsWith('/') ? pathname.includes(path) : pathname.endsWith(path))
  );
};
