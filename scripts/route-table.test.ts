import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/routes.md is read from the router, the route tables and the imports; a
 * route, screen, story or call that moves or appears makes the committed table stale.
 */
const script = fileURLToPath(new URL('./route-table.mjs', import.meta.url));
const tablePage = fileURLToPath(new URL('../docs/routes.md', import.meta.url));

function check(pagePath?: string) {
  try {
    execFileSync(process.execPath, [script, '--check'], {
      env: { ...process.env, ...(pagePath && { ROUTE_TABLE_FILE: pagePath }) },
      stdio: 'pipe',
    });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe('docs/routes.md', () => {
  it('is up to date (node scripts/route-table.mjs rewrites it)', () => {
    expect(check()).toBe(0);
  }, 60_000);

  it('walks a route to its screen, its stories and its call', () => {
    const row = readFileSync(tablePage, 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `/dashboard/business/payment-links`'));
    expect(row).toMatch(/PaymentLinksRoute\.tsx/);
    expect(row).toMatch(/\[PaymentLinkListScreen\]/);
    expect(row).toMatch(/PaymentLinkListScreen\.stories\.tsx/);
    expect(row).toMatch(/\[fetchPaymentLinks\]\([^)]*operations\.ts\) `GET \/subsidiary\//);
  });

  it('fails the check when a row is missing', () => {
    const stale = readFileSync(tablePage, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('| `/dashboard/business/payment-links`'))
      .join('\n');
    const copy = join(mkdtempSync(join(tmpdir(), 'route-table-')), 'routes.md');
    writeFileSync(copy, stale);
    expect(check(copy)).toBe(1);
  }, 60_000);
});
