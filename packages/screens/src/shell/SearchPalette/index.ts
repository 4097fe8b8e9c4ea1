export { SearchPalette } from './SearchPalette';
export { pageDestinations } from './pageDestinations';
export type { PageDestination } from './pageDestinations';
export type { ShownRecord } from './foundKinds';
