import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { freshSandbox, signInDirect } from './support';

/**
 * README's picture of the home, drawn anew by every run of the journeys (and on demand with
 * `pnpm docs:screenshot`), so it shows the sandbox's current week, not the one it was taken in.
 */
const README_SCREENSHOT = fileURLToPath(new URL('../../../docs/screenshot.png', import.meta.url));

test('the home on the sandbox, as README shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await freshSandbox(page);
  await signInDirect(page);
  for (const card of ['Transaction count', 'Available balance']) {
    await expect(page.getByRole('group', { name: card })).toContainText('from last week');
  }
  // The chart draws its areas in over a second; the picture waits until their shape holds.
  const area = page.locator('main .recharts-area-area').first();
  let shape = '';
  await expect
    .poll(async () => {
      const previous = shape;
      shape = (await area.getAttribute('d')) ?? '';
      return shape !== '' && shape === previous;
    })
    .toBe(true);
  await page.screenshot({ path: README_SCREENSHOT, animations: 'disabled' });
});
