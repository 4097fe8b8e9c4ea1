export { SearchPalette } from './SearchPalette';
export type { FoundRecords, SearchPaletteProps } from './SearchPalette';
export { pageDestinations } from './pageDestinations';
export type { PageDestination } from './pageDestinations';
