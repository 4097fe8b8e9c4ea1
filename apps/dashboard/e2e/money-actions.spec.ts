import { expect, test, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY, formatFaults } from '@merchant/api/mocks/faults';
import { watchApiQuiet } from './apiQuiet';
import { MONEY_ACTIONS, sends, type ReadyAction } from './moneyActions';
import { openOrigin } from './support';

/**
 * Money and access actions are sent once (issue 12, part 2): for every action registered in
 * moneyActions.ts, a double click and two presses of Enter, while its call answers slowly,
 * send exactly one request.
 */

/**
 * How long the action's call takes here: the window in which a second press lands. Both presses
 * of a gesture are sent within milliseconds of each other, so a second and a half is ample.
 */
const SLOW_MS = 1500;

interface Gesture {
  name: string;
  press: (ready: ReadyAction, page: Page) => Promise<void>;
}

const GESTURES: readonly Gesture[] = [
  { name: 'a double click', press: ({ submit }) => submit.dblclick() },
  {
    name: 'Enter pressed twice',
    async press({ submit, enterIn }, page) {
      await (enterIn ?? submit).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    },
  },
];

for (const [name, action] of Object.entries(MONEY_ACTIONS)) {
  for (const gesture of GESTURES) {
    test(`${name}: ${gesture.name} on a slow answer sends one request`, async ({ page }) => {
      await openOrigin(page);
      // Only the action's own call is slow, so reaching it takes no longer than usual.
      await page.evaluate(([key, rules]) => sessionStorage.setItem(key, rules), [
        FAULTS_STORAGE_KEY,
        formatFaults([{ mode: 'slow', delayMs: SLOW_MS, ...action.request }]),
      ] as const);
      const ready = await action.reach(page);
      await expect(ready.submit).toBeEnabled();

      const sent: Request[] = [];
      const quiet = watchApiQuiet(page, 2 * SLOW_MS + 10_000);
      page.on('request', (request) => {
        if (sends(action)(request)) sent.push(request);
      });
      const answered = page.waitForResponse((response) => sends(action)(response.request()), {
        timeout: 2 * SLOW_MS + 10_000,
      });
      await gesture.press(ready, page);
      await answered;
      // A second submission queued behind the first would leave now, before the API is quiet.
      await quiet();
      expect(sent, `${action.request.method} ${action.request.path} requests`).toHaveLength(1);
    });
  }
}
