import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);
/** React Router's package, as react-router-dom (the app's dependency) resolves it. */
const reactRouter = dirname(
  createRequire(require.resolve('react-router-dom')).resolve('react-router/package.json'),
);

/**
 * Dependencies a build ships in their lean form, so less JavaScript comes before a page's first
 * render (docs/adr/011); the dev server keeps the defaults.
 *
 * - React Router 7's package exports point at its development build for every condition, so a
 *   production bundle carried its dev warnings and ran their checks on every navigation
 *   (remix-run/react-router#12532, #14102). Its production build is the same code with
 *   `ENABLE_DEV_WARNINGS` false, which the minifier then drops.
 * - SWR reads `useSyncExternalStore` through the `use-sync-external-store` shim, which carries a
 *   fallback for React before 18 beside React's own; React 19 always has it.
 */
export const productionAliases: Alias[] = [
  { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/app/useSyncExternalStore.ts', import.meta.url)),
  },
];
