export { LoadingRegion } from './LoadingRegion';
export type { LoadingRegionProps } from './LoadingRegion';
