import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, FileUpload, Modal, RadioGroup, Textarea, money } from '@merchant/ui';
import type { SubmitState } from '../../types';
import type { ChargebackTreatmentValues } from '../types';
import {
  canSubmitTreatment,
  PROOF_RULES,
  TREATMENT_DECISIONS,
  treatChargebackMessages,
  treatChargebackSchema,
  type TreatChargebackFormValues,
} from './TreatChargebackDialog.schema';
import { TreatActions, TreatForm } from './TreatChargebackDialog.styles';

export interface TreatChargebackDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the decision, the comment and the proof files; the app adds the id. */
  onSubmit: (values: ChargebackTreatmentValues) => void;
  /** The disputed amount, named in the description. */
  amount: number;
  /** The chargeback's currency. */
  currency: string;
  /** Progress of the request; 'pending' makes the button busy and ignores further clicks. */
  submitState: SubmitState;
  /** The server's message (or the spec's fallback), shown while `submitState` is 'error'. */
  errorMessage?: string;
}

const DECISION_OPTIONS = TREATMENT_DECISIONS.map((value) => ({ value, label: value }));

function TreatChargebackForm({
  onClose,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<TreatChargebackDialogProps, 'open' | 'amount' | 'currency'>) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TreatChargebackFormValues, unknown, ChargebackTreatmentValues>({
    mode: 'onTouched',
    defaultValues: { decision: 'Accepted', comment: '', proofs: [] },
    resolver: zodResolver(treatChargebackSchema),
  });
  const comment = useWatch({ control, name: 'comment' });
  const pending = submitState === 'pending';

  // `loading` ignores clicks once the app reports 'pending'; the guard covers the moment
  // between a first click and that report, so a double click sends one request.
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <TreatForm noValidate aria-label="Treat Chargeback" onSubmit={submit}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <Controller
        control={control}
        name="decision"
        render={({ field }) => (
          <RadioGroup
            label="Decision"
            orientation="horizontal"
            options={DECISION_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <Textarea
        label="Comment"
        required
        rows={4}
        helpText="Explain why you accept or decline this chargeback."
        error={errors.comment?.message}
        data-autofocus
        {...register('comment')}
      />
      <Controller
        control={control}
        name="proofs"
        render={({ field }) => (
          <FileUpload
            label="Proof"
            optional
            multiple
            value={field.value}
            onChange={field.onChange}
            accept={PROOF_RULES.accept}
            maxSize={PROOF_RULES.maxSize}
            typeMessage={treatChargebackMessages.proofType}
            sizeMessage={treatChargebackMessages.proofSize}
            helpText="PDF, PNG, JPG or JPEG, up to 5 MB each."
            error={errors.proofs?.message}
          />
        )}
      />
      <TreatActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!canSubmitTreatment(comment)}
          loading={pending || isSubmitting}
        >
          Submit Request
        </Button>
      </TreatActions>
    </TreatForm>
  );
}

/**
 * 'Treat Chargeback': accept the chargeback or decline it, with an explanation and optional
 * proof files (part 2 sections 2 and 5). Accepted is chosen by default; 'Submit Request' is
 * enabled only once a comment is written.
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
