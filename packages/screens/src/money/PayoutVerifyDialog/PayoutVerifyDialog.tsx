import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, DescriptionList, ErrorState, Modal, money } from '@merchant/ui';
import { DialogForm } from '../../forms/DialogForm';
import { FormTextField } from '../../forms/fields';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { RemoteData, SubmitState } from '../../types';
import type { PayoutVerificationValues } from '../types';
import {
  canVerifyOtp,
  payoutVerifySchema,
  type PayoutVerifyFormValues,
} from './PayoutVerifyDialog.schema';

export interface PayoutVerifyDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Close, Escape; ignored while verifying. */
  onClose: () => void;
  /** The batch that waits for its OTP ('007' answer, or an Awaiting Verification payout). */
  batchId: string;
  /** Called once with the OTP and the batch id. */
  onSubmit: (values: PayoutVerificationValues) => void;
  /** Asks for a new OTP; omit to hide 'Resend OTP'. */
  onResendOtp?: () => void;
  /** Progress of the resend. */
  resendState?: SubmitState;
  /** Progress of the verification; 'pending' makes Verify busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
  /**
   * What the OTP approves, one entry per payout of the batch: Verify waits until they are shown.
   * Ready with none means no batch with this id awaits verification; then only Close is offered.
   */
  lines: RemoteData<readonly PayoutApprovalLine[]>;
}

/** One payout of the batch, as the merchant must see it before approving: an OTP moves money. */
interface PayoutApprovalLine {
  recipient: string;
  account: string;
  bank: string;
  amount: number;
  currency: string;
}

function ApprovalLines({ lines }: { lines: PayoutVerifyDialogProps['lines'] }) {
  if (lines.status === 'loading') return <p>Loading the payouts of this batch…</p>;
  if (lines.status === 'error')
    return (
      <ErrorState
        title="The payouts of this batch could not be loaded."
        message={lines.message}
        onRetry={lines.onRetry}
        retryLabel="Retry"
      />
    );
  return lines.data.map((line, index, all) => (
    <DescriptionList
      key={`${line.account}-${index}`}
      title={all.length === 1 ? 'What you approve' : `Payout ${index + 1} of ${all.length}`}
      headingLevel={3}
      items={[
        { label: 'Recipient', value: line.recipient },
        { label: 'Account number', value: line.account },
        { label: 'Bank', value: line.bank },
        { label: 'Amount', value: money(line.amount, line.currency) },
        { label: 'Currency', value: line.currency },
      ]}
    />
  ));
}

type VerifyBodyProps = Omit<PayoutVerifyDialogProps, 'open'>;

function VerifyBody({
  onClose,
  batchId,
  onSubmit,
  onResendOtp,
  resendState = 'idle',
  submitState,
  errorMessage,
  lines,
}: VerifyBodyProps) {
  const once = useSubmitOnce(submitState);
  const { control, handleSubmit } = useForm<PayoutVerifyFormValues>({
    mode: 'onTouched',
    defaultValues: { otp: '' },
    resolver: zodResolver(payoutVerifySchema),
  });
  const otp = useWatch({ control, name: 'otp' });

  // One OTP per attempt: only a valid submit takes the guard.
  const verify = handleSubmit(once((values) => onSubmit({ otp: values.otp.trim(), batchId })));

  return (
    <DialogForm
      label="Verify Payout"
      onSubmit={verify}
      onCancel={onClose}
      submitLabel="Verify"
      submitDisabled={lines.status !== 'ready' || !canVerifyOtp({ otp })}
      offlineAction="verify the payout"
      submitState={submitState}
      errorMessage={errorMessage}
      summary={<ApprovalLines lines={lines} />}
      extraAction={
        onResendOtp ? (
          <Button
            variant="ghost"
            onClick={onResendOtp}
            loading={resendState === 'pending'}
            disabled={submitState === 'pending'}
          >
            Resend OTP
          </Button>
        ) : null
      }
    >
      <FormTextField
        control={control}
        name="otp"
        label="OTP"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        data-autofocus
      />
    </DialogForm>
  );
}

/** A link's batch that awaits no verification: nothing to approve, so no OTP is asked for. */
function UnknownBatch({ batchId }: { batchId: string }) {
  return (
    <Banner tone="orange">
      {`No payout batch with the id ${batchId} is awaiting verification. It may be verified ` +
        'already, or the link may be wrong: the payouts list shows its status.'}
    </Banner>
  );
}

/**
 * The OTP step of a payout (part 2 section 4): '007' opens it with the batch id, and so does
 * 'Verify Payout' on an Awaiting Verification payout. Verify is enabled only with an OTP, and
 * only once the batch's payouts are on screen: an OTP approves what the merchant has seen.
 */
export function PayoutVerifyDialog({ open, ...props }: PayoutVerifyDialogProps) {
  const close = () => {
    if (props.submitState !== 'pending') props.onClose();
  };
  const unknown = props.lines.status === 'ready' && props.lines.data.length === 0;
  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title="Verify Payout"
      description={
        unknown ? undefined : `Enter the OTP sent to your email to complete batch ${props.batchId}.`
      }
      closeOnBackdropClick={false}
    >
      {unknown ? (
        <UnknownBatch batchId={props.batchId} />
      ) : (
        <VerifyBody {...props} onClose={close} />
      )}
    </Modal>
  );
}
