/**
 * Visual regression (ADR 009): once a story's play function and its axe check have passed, what
 * it shows is compared with its committed reference image under visual/references. The design
 * system's stories are also compared in the dark theme: themes are CSS variables under
 * `[data-theme]` (ADR 001), so switching the attribute re-colours the same render.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

// A dialog or a part loaded on use can take longer than Testing Library's 1 s to appear on a busy
// 2-core host; a wait ends as soon as what it looks for appears, so only a failing story waits long.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The stories' clock: dates relative to today (date presets, "this week") must render the same
 * every day, or every reference image would go stale overnight. Only Date is faked; timers run.
 */
const STORY_NOW = new Date('2026-11-20T09:30:00+01:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW, shouldAdvanceTime: true });
});

/** What a story shows: an open dialog is the subject (it floats over the page), else the page. */
function subject(): HTMLElement {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return dialogs[dialogs.length - 1] ?? document.body;
}

afterEach(async ({ task }) => {
  vi.useRealTimers();
  // A failing story already says what is wrong; a second, visual failure would only add noise.
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  const target = page.elementLocator(subject());
  await expect(target).toMatchScreenshot(task.name);
  if (!task.file.filepath.includes('/packages/ui/')) return;
  const root = document.documentElement;
  const theme = root.dataset.theme;
  root.dataset.theme = 'dark';
  try {
    await expect(target).toMatchScreenshot(`${task.name} (dark)`);
  } finally {
    if (theme === undefined) delete root.dataset.theme;
    else root.dataset.theme = theme;
  }
});
