import { expect, test, type Page } from '@playwright/test';
import { appRoutes, type AppRoute } from './routes';
import { freshSandbox, signInDirect } from './support';

/** What the page's `securitypolicyviolation` event says, where it happened. */
interface Violation {
  route: string;
  directive: string;
  blocked: string;
  source: string;
}

type ViolationWindow = Window & {
  reportViolation?: (violation: Omit<Violation, 'route'>) => void;
};

/**
 * Reports every violation of every document the page loads, as it happens: the listener is
 * installed before the app's first script, and the binding survives navigations.
 */
async function collectViolations(page: Page, into: Violation[], currentRoute: () => string) {
  await page.exposeBinding('reportViolation', (_source, violation: Omit<Violation, 'route'>) => {
    into.push({ route: currentRoute(), ...violation });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as ViolationWindow).reportViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

/** Counts the page's requests in flight, to tell when a page has settled. */
function trackRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits until no request has been in flight for a quiet moment. */
async function settle(inFlight: () => number) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThan(300);
}

/**
 * Shows a route and waits until its page has rendered and its calls have settled. Inside the
 * dashboard it navigates as the menu does (history, no reload), which is also much faster.
 */
async function visit(page: Page, route: AppRoute, inFlight: () => number) {
  if (route.area === 'dashboard') {
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.url);
  } else {
    await page.goto(route.url);
  }
  await settle(inFlight);
  await expect(page.locator('#root')).not.toBeEmpty();
  if (route.built) await expect(page.getByText('Page not found')).toHaveCount(0);
}

test('no page of the route table breaks the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(180_000);
  const routes = appRoutes();
  const violations: Violation[] = [];
  let current = '/';
  await collectViolations(page, violations, () => current);
  const inFlight = trackRequests(page);

  await freshSandbox(page);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');

  // Public routes signed out (signed in, they redirect to the dashboard), then the dashboard.
  for (const route of routes.filter((entry) => entry.area === 'public')) {
    current = route.url;
    await visit(page, route, inFlight);
  }
  current = '/ (sign-in)';
  await page.goto('/');
  await signInDirect(page);
  for (const route of routes.filter((entry) => entry.area === 'dashboard')) {
    current = route.url;
    await visit(page, route, inFlight);
  }

  const built = routes.filter((route) => route.built).length;
  console.log(
    `CSP: ${routes.length} routes visited (${built} with a page), ${violations.length} violations`,
  );
  for (const violation of violations) console.log('  ', JSON.stringify(violation));
  expect(violations).toEqual([]);

  // The listener is live and the policy enforced: an inline <style> with text is refused.
  current = 'canary';
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  // Reported once per policy enforcing it: the meta tag's and the preview server's header.
  await expect
    .poll(() => violations.map((violation) => violation.directive))
    .toEqual(['style-src-elem', 'style-src-elem']);
});
