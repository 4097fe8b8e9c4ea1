import { useKeptAnswersAsOf } from '@merchant/api';
import { OfflineStamp } from '@merchant/ui';

/**
 * Above the page, while what it shows is the last answer kept (the merchant is offline): when
 * the oldest of those answers was received. Gone once every read on the page answers again.
 */
export function KeptAnswersStamp() {
  const asOf = useKeptAnswersAsOf();
  return asOf === undefined ? null : <OfflineStamp receivedAt={asOf} />;
}
