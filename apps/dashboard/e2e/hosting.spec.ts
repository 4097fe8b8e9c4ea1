import { expect, test } from '@playwright/test';
import { DEMO_BANNER_TEXT } from '../src/app/sandboxInfo';
import { freshSandbox, signInDirect } from './support';

test('the demo build says on every page that it is a demo', async ({ page }) => {
  await freshSandbox(page);
  const banner = page.getByRole('note').filter({ hasText: DEMO_BANNER_TEXT });
  await expect(banner).toBeVisible();
  await signInDirect(page);
  await expect(banner).toBeVisible();
});

test('the preview server sends the build’s headers, and the app refuses to render in a frame', async ({
  page,
  baseURL,
}) => {
  const answer = await page.request.get('/');
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-frame-options']).toBe('DENY');

  // Another site framing the dashboard (clickjacking): the browser must show nothing of it.
  await page.route('https://framing.example.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framing</title><iframe title="dashboard" src="${baseURL}/"></iframe>`,
    }),
  );
  // 'load' waits for the frame too, whether it loaded the app or the browser's error page.
  await page.goto('https://framing.example.test/', { waitUntil: 'load' });
  const framed = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(framed).toHaveLength(1);
  // Chromium replaces a frame whose document refuses framing by its own error page.
  expect(framed[0]?.url()).toBe('chrome-error://chromewebdata/');
  await expect(
    page
      .frameLocator('iframe[title="dashboard"]')
      .getByRole('heading', { name: 'Sign in to your account' }),
  ).toHaveCount(0);
});

test('the document asks for the shell beside the entry at a dashboard address, and not at sign-in', async ({
  page,
}) => {
  const heard: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/shell-[\w-]+\.js$/.test(request.url())) heard.push('shell asked');
  });
  // The entry arrives a second late, as on a phone's connection (routing also turns the HTTP
  // cache off, so every visit asks again).
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    heard.push('entry arrived');
    await route.continue();
  });

  // Signed out, the shell waits for the entry (which may fetch it later, for after sign-in).
  await freshSandbox(page);
  expect(heard[0]).toBe('entry arrived');

  await signInDirect(page);
  heard.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  expect(heard.slice(0, 2)).toEqual(['shell asked', 'entry arrived']);
});
