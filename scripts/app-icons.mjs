#!/usr/bin/env node
// Draws the dashboard's icons from the design tokens (apps/dashboard/appIcon.ts) into
// apps/dashboard/icons/: the favicon as SVG, and the web manifest's PNGs drawn by Chromium.
// The files are committed; run this again when the tokens' colours or the icon change
// (apps/dashboard/src/appIcon.test.ts fails until then).
//   node scripts/app-icons.mjs      (CHROMIUM_PATH overrides /usr/bin/chromium)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, 'apps/dashboard/icons');

// appIcon.ts is TypeScript: Vite loads it, as the build does.
const vite = await createServer({
  root,
  configFile: false,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
const { APP_ICONS, FAVICON_FILE, appIconSvg } = await vite.ssrLoadModule(
  '/apps/dashboard/appIcon.ts',
);
await vite.close();

writeFileSync(join(folder, FAVICON_FILE), appIconSvg({ maskable: false }));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const { file, size, purpose } of APP_ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const svg = appIconSvg({ maskable: purpose === 'maskable' });
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: join(folder, file), omitBackground: true });
  console.log(`${file} (${size} px, ${purpose})`);
}
await browser.close();
