import { TREAT_CHARGEBACK_FALLBACK, useTreatChargeback } from '@merchant/api';
import { TreatChargebackDialog, type ChargebackTreatmentValues } from '@merchant/screens';
import { submitStateOf } from '../../../app/submitState';

export interface TreatChargebackFlowProps {
  /** The chargeback to treat; the dialog is closed while undefined. */
  chargeback: { id: string; amount: number; currency: string } | undefined;
  /** Closes the dialog (after a success too). */
  onClose: () => void;
}

/**
 * 'Treat Chargeback' for the details page and the list's detail modal: one multipart request
 * (comment, accepted, ChargebackId, repeated Proof), never two at once.
 */
export function TreatChargebackFlow({ chargeback, onClose }: TreatChargebackFlowProps) {
  const treat = useTreatChargeback();

  const close = () => {
    treat.reset();
    onClose();
  };

  const submit = async (values: ChargebackTreatmentValues) => {
    if (!chargeback || treat.isMutating) return;
    const done = await treat.trigger({ chargebackId: chargeback.id, ...values }).then(
      () => true,
      () => false,
    );
    if (done) close();
  };

  if (!chargeback) return null;
  return (
    <TreatChargebackDialog
      open
      onClose={close}
      onSubmit={(values) => void submit(values)}
      amount={chargeback.amount}
      currency={chargeback.currency}
      submitState={submitStateOf(treat)}
      errorMessage={treat.error ? treat.error.message || TREAT_CHARGEBACK_FALLBACK : undefined}
    />
  );
}
