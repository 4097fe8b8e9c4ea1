import { expect, type Page } from '@playwright/test';

type MarkedWindow = Window & { journeyMarker?: string };

/** Marks the current document, so a reload (which drops the mark) can be told from a re-render. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).journeyMarker = 'before';
  });
}

/** What became of the marked document: still 'before', 'reloaded', or between the two. */
export const documentState = (page: Page) =>
  page
    .evaluate(() => (window as MarkedWindow).journeyMarker ?? 'reloaded')
    // While the old document unloads there is no context to ask: ask again.
    .catch(() => 'navigating');

export async function expectReloaded(page: Page) {
  await expect.poll(() => documentState(page)).toBe('reloaded');
}
