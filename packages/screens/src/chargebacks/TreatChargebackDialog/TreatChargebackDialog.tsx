import { useWatch } from 'react-hook-form';
import { Modal, money } from '@merchant/ui';
import { FormFileUpload, FormRadioGroup, FormTextarea } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { ChargebackTreatmentValues } from '../types';
import {
  canSubmitTreatment,
  PROOF_RULES,
  TREATMENT_DECISIONS,
  treatChargebackMessages,
  treatChargebackSchema,
} from './TreatChargebackDialog.schema';

export interface TreatChargebackDialogProps extends FormDialogProps<ChargebackTreatmentValues> {
  /** The disputed amount, named in the description. */
  amount: number;
  /** The chargeback's currency. */
  currency: string;
}

const DECISION_OPTIONS = TREATMENT_DECISIONS.map((value) => ({ value, label: value }));

function TreatChargebackForm({
  onClose,
  onSubmit,
  ...state
}: Omit<TreatChargebackDialogProps, 'open' | 'amount' | 'currency'>) {
  const { control, submit } = useDialogForm({
    schema: treatChargebackSchema,
    defaultValues: { decision: 'Accepted', comment: '', proofs: [] },
    onSubmit,
    ...state,
  });
  const comment = useWatch({ control, name: 'comment' });

  return (
    <DialogForm
      label="Treat Chargeback"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Submit Request"
      submitDisabled={!canSubmitTreatment(comment)}
      {...state}
    >
      <FormRadioGroup
        control={control}
        name="decision"
        label="Decision"
        orientation="horizontal"
        options={DECISION_OPTIONS}
      />
      <FormTextarea
        control={control}
        name="comment"
        label="Comment"
        required
        rows={4}
        helpText="Explain why you accept or decline this chargeback."
        data-autofocus
      />
      <FormFileUpload
        control={control}
        name="proofs"
        label="Proof"
        optional
        multiple
        accept={PROOF_RULES.accept}
        maxSize={PROOF_RULES.maxSize}
        typeMessage={treatChargebackMessages.proofType}
        sizeMessage={treatChargebackMessages.proofSize}
        helpText="PDF, PNG, JPG or JPEG, up to 5 MB each."
      />
    </DialogForm>
  );
}

/**
 * 'Treat Chargeback': accept the chargeback or decline it, with an explanation and optional
 * proof files (part 2 sections 2 and 5). Accepted is chosen by default; 'Submit Request' is
 * enabled only once a comment is written. The app adds the chargeback's id to what is sent.
 */
export function TreatChargebackDialog({
  open,
  amount,
  currency,
  ...rest
}: TreatChargebackDialogProps) {
  return (
    <Modal
      open={open}
      onClose={rest.onClose}
      size="md"
      title="Treat Chargeback"
      description={`A chargeback of ${money(amount, currency)}. Accept it, or decline it with proof.`}
    >
      {/* Mounted only while open, so each opening starts from Accepted and an empty comment. */}
      <TreatChargebackForm {...rest} />
    </Modal>
  );
}
