export { RouteErrorScreen } from './RouteErrorScreen';
export type { RouteErrorScreenProps } from './RouteErrorScreen';
