import { EmptyState, Link } from '@merchant/ui';
import { PATHS } from '../../routes/paths';

export interface NotFoundScreenProps {
  /** Where the way out leads; the dashboard home by default. */
  homeHref?: string;
}

/** Shown inside the shell for a route that does not exist or whose screen is not built yet. */
export function NotFoundScreen({ homeHref = PATHS.home }: NotFoundScreenProps) {
  return (
    <EmptyState
      title="Page not found"
      message="The page you are looking for does not exist or is not available yet."
      action={<Link href={homeHref}>Go to Dashboard</Link>}
    />
  );
}
