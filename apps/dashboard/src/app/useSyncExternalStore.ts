/**
 * What the `use-sync-external-store/shim` import resolves to in a build (productionAliases.ts):
 * React's own hook, which the shim would hand back anyway on React 18 and later.
 * @public reached through the build alias, not an import, so no module imports it
 */
export { useSyncExternalStore } from 'react';
