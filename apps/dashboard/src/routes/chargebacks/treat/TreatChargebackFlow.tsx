import { useTreatChargeback, type ChargebackTreatment } from '@merchant/api';
import {
  MoneyOutcomeDialog,
  TreatChargebackDialog,
  type ChargebackTreatmentValues,
} from '@merchant/screens';
import { loadChargebackRecords } from '../../../app/money/chargebackRecords';
import { useMoneyAction } from '../../../app/money/useMoneyAction';

export interface TreatChargebackFlowProps {
  /** The chargeback to treat; the dialog is closed while undefined. */
  chargeback: { id: string; amount: number; currency: string } | undefined;
  /** Closes the dialog (after a success too). */
  onClose: () => void;
}

/**
 * 'Treat Chargeback' for the details page and the list's detail modal: one multipart request
 * (comment, accepted, ChargebackId, repeated Proof), never two at once. Accepting gives the money
 * back, so the send ends as every money action's does (ADR 015): the chargeback's status, read
 * before and after, says whether it was treated when the answer is lost or refuses a repeat.
 */
export function TreatChargebackFlow({ chargeback, onClose }: TreatChargebackFlowProps) {
  const treat = useMoneyAction({
    name: 'chargeback-treat',
    action: 'chargeback',
    list: 'chargebacks',
    mutation: useTreatChargeback(),
    instructionsOf: (treatment: ChargebackTreatment) => [
      {
        recipient: '',
        account: treatment.chargebackId,
        amount: chargeback?.amount ?? 0,
        currency: chargeback?.currency ?? '',
        recordId: treatment.chargebackId,
      },
    ],
    loadRecords: loadChargebackRecords,
    onDone: onClose,
    title: 'Treat Chargeback',
    onClose,
  });

  if (!chargeback) return null;
  if (treat.outcome) return <MoneyOutcomeDialog {...treat.outcome} />;
  return (
    <TreatChargebackDialog
      open
      onClose={treat.close}
      onSubmit={(values: ChargebackTreatmentValues) =>
        treat.submit({ chargebackId: chargeback.id, ...values })
      }
      amount={chargeback.amount}
      currency={chargeback.currency}
      submitState={treat.submitState}
      errorMessage={treat.errorMessage}
    />
  );
}
