import { readFileSync } from 'node:fs';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_COLORS, APP_ICONS } from './appIcon.ts';

/** The installed app's names. */
const APP_NAME = 'Merchant Dashboard';
const APP_SHORT_NAME = 'Merchant';

/** Where the build writes the web manifest; index.html links it. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * What the service worker does not precache: the spreadsheet libraries and the workers, which
 * run only on an export or a statement upload, and work only online anyway (docs/adr/022).
 */
const NOT_PRECACHED = ['assets/xlsx*', 'assets/*.worker-*'];

/**
 * The web manifest (name, colours from the design tokens, the icons of apps/dashboard/icons/
 * with hashed names), its link in index.html and the address bar's colour.
 */
function webManifest(): Plugin {
  const icons = new Map<(typeof APP_ICONS)[number], string>();
  return {
    name: 'web-manifest',
    apply: 'build',
    buildStart() {
      for (const icon of APP_ICONS) {
        const source = readFileSync(new URL(`./icons/${icon.file}`, import.meta.url));
        icons.set(icon, this.emitFile({ type: 'asset', name: icon.file, source }));
      }
    },
    generateBundle() {
      const manifest = {
        name: APP_NAME,
        short_name: APP_SHORT_NAME,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: APP_COLORS.theme,
        background_color: APP_COLORS.background,
        icons: [...icons].map(([icon, ref]) => ({
          src: `/${this.getFileName(ref)}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      };
      this.emitFile({
        type: 'asset',
        fileName: WEB_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `/${WEB_MANIFEST_FILE}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: APP_COLORS.theme }, injectTo: 'head' },
    ],
  };
}

/**
 * The production builds' service worker (src/serviceWorker/sw.ts) and web manifest: the shell
 * is precached, so a reload opens without a connection, and the dashboard can be installed
 * (docs/adr/022). The demo build keeps MSW's worker alone at its scope, so vite.config.ts
 * leaves these out of it; the page registers the worker itself
 * (src/serviceWorker/ShellWorker.tsx).
 */
export function shellWorker(): PluginOption[] {
  return [
    webManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      // Written as sw.js at the root (SERVICE_WORKER_PATH).
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,svg,png,webmanifest}'],
        globIgnores: NOT_PRECACHED,
      },
      integration: {
        // The worker's own Vite build: one file, asked in Rolldown's words (the plugin still
        // uses Rollup's), and no progress lines among the app build's.
        configureCustomSWViteBuild(config) {
          const output = config.build?.rollupOptions?.output;
          if (output && !Array.isArray(output)) {
            delete output.inlineDynamicImports;
            output.codeSplitting = false;
          }
          config.logLevel = 'warn';
        },
      },
    }),
  ];
}
