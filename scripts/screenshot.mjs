#!/usr/bin/env node
// Takes a screenshot of a page of the running dashboard in Debian's Chromium:
//   node scripts/screenshot.mjs <url> <out.png> [--sign-in] [--width=1280] [--height=800]
// --sign-in signs in with the sandbox's direct demo account first (used for docs/screenshot.png).
import { chromium } from 'playwright';

const [url, out = 'screenshot.png', ...flags] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [--sign-in]');
  process.exit(2);
}
const option = (name, fallback) =>
  Number(flags.find((flag) => flag.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: option('width', 1280), height: option('height', 800) },
});
page.on('pageerror', (error) => console.error('page error:', error.message));
if (flags.includes('--sign-in')) {
  const origin = new URL(url).origin;
  await page.goto(origin);
  await page.getByLabel('Email address').fill('tunde@naijathreads.ng');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
}
await page.goto(url);
await page.waitForLoadState('networkidle');
// Let chart animations finish.
await page.waitForTimeout(2000);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
console.log(`saved ${out}`);
