import { NotFoundScreen } from '@merchant/screens';

/** Unknown paths, and routes whose screens are not built yet. */
export function NotFoundRoute() {
  return <NotFoundScreen />;
}
