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
