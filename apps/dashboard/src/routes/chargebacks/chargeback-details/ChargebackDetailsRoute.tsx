import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useChargebackDetail } from '@merchant/api';
import { ChargebackDetailsScreen, PATHS } from '@merchant/screens';
import { useBackHref } from '../../../app/backLink';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { LazyTreatChargebackFlow } from '../treat/LazyTreatChargebackFlow';
import { toChargebackDetails } from './toChargebackDetails';

/** /dashboard/chargeback/{id}/details; 'Treat Chargeback' opens in the URL (?dialog=treat). */
export function ChargebackDetailsRoute() {
  const id = useParams().id ?? '';
  const detail = useChargebackDetail(id);
  const treat = useUrlDialog('treat');
  const backHref = useBackHref(PATHS.chargebacks);
  const [now] = useState(() => new Date());
  const details = toRemoteData(detail, (data) => toChargebackDetails(id, data));

  return (
    <>
      <ChargebackDetailsScreen
        chargebackId={id}
        details={details}
        onTreat={() => treat.open()}
        now={now}
        backHref={backHref}
      />
      <LazyTreatChargebackFlow
        chargeback={treat.isOpen && details.status === 'ready' ? details.data : undefined}
        onClose={treat.close}
      />
    </>
  );
}
