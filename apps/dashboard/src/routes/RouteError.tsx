import { useRouteError } from 'react-router-dom';
import { RouteErrorScreen } from '@merchant/screens';

/**
 * A crash inside one dashboard route: an error state with retry inside the shell, never a
 * white page. Retry reloads, which also fetches a chunk that failed to load after a deploy.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <RouteErrorScreen
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => window.location.reload()}
    />
  );
}
