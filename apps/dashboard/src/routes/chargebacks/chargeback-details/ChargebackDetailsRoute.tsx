import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useChargebackDetail } from '@merchant/api';
import { ChargebackDetailsScreen } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { TreatChargebackFlow } from '../treat/TreatChargebackFlow';
import { toChargebackDetails } from './toChargebackDetails';

/** The open dialog lives in the URL, so Back closes it. */
const TREAT_PARAM = 'treat';

/** /dashboard/chargeback/{id}/details */
export function ChargebackDetailsRoute() {
  const id = useParams().id ?? '';
  const detail = useChargebackDetail(id);
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const details = toRemoteData(detail, (data) => toChargebackDetails(id, data));

  const setTreating = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set(TREAT_PARAM, '1');
      else next.delete(TREAT_PARAM);
      return next;
    });

  const treating = params.has(TREAT_PARAM) && details.status === 'ready';
  return (
    <>
      <ChargebackDetailsScreen
        chargebackId={id}
        details={details}
        onTreat={() => setTreating(true)}
        now={now}
      />
      <TreatChargebackFlow
        chargeback={treating ? details.data : undefined}
        onClose={() => setTreating(false)}
      />
    </>
  );
}
