import { lazyDialog } from '../../../app/lazyDialog';

/** The search palette and what it brings (cmdk, the record search), loaded when it first opens. */
export const LazySearchPalette = lazyDialog(() =>
  import('../search/SearchPaletteHost').then((module) => module.SearchPaletteHost),
);
