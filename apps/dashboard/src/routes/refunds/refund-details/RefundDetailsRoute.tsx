import { useParams } from 'react-router-dom';
import { PATHS, RefundDetailsScreen } from '@merchant/screens';
import { useBackHref } from '../../../app/backLink';

/** /dashboard/refunds/refund-details/{id}: the spec's static placeholder; nothing is fetched. */
export function RefundDetailsRoute() {
  return <RefundDetailsScreen id={useParams().id ?? ''} backHref={useBackHref(PATHS.refunds)} />;
}
