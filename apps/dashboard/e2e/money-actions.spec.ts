import { expect, test, type Page, type Request } from '@playwright/test';
import { watchApiQuiet } from './apiQuiet';
import { MONEY_ACTIONS, sends, type ReadyAction } from './moneyActions';
import { openOrigin, SLOW_CALL_MS, slowCall } from './support';

/**
 * Money and access actions are sent once: for every action registered in
 * moneyActions.ts, a double click and two presses of Enter, while its call answers slowly,
 * send exactly one request.
 */

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
      await slowCall(page, action.request);
      const ready = await action.reach(page);
      await expect(ready.submit).toBeEnabled();

      const sent: Request[] = [];
      const quiet = watchApiQuiet(page, 2 * SLOW_CALL_MS + 10_000);
      page.on('request', (request) => {
        if (sends(action)(request)) sent.push(request);
      });
      const answered = page.waitForResponse((response) => sends(action)(response.request()), {
        timeout: 2 * SLOW_CALL_MS + 10_000,
      });
      await gesture.press(ready, page);
      await answered;
      // A second submission queued behind the first would leave now, before the API is quiet.
      await quiet();
      expect(sent, `${action.request.method} ${action.request.path} requests`).toHaveLength(1);
    });
  }
}
