import { EmptyState, Link } from '@merchant/ui';
import { PATHS } from '../../routes/paths';

/** What the page says: the spec keeps business disputes as a placeholder. */
export const DISPUTES_UNAVAILABLE =
  'Disputes are not available here yet. Chargebacks raised on your payments are under Chargebacks.';

/** /dashboard/business/disputes: the spec's placeholder, saying so plainly, with the way on. */
export function DisputesScreen() {
  return (
    <EmptyState
      title="Disputes"
      message={DISPUTES_UNAVAILABLE}
      action={<Link href={PATHS.chargebacks}>View chargebacks</Link>}
    />
  );
}
