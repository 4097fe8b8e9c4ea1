import { Modal } from '@merchant/ui';
import {
  FormBvnField,
  FormPhoneField,
  FormSelect,
  FormTextField,
  labelledField,
} from '../../forms/fields';
import { useDialogForm } from '../../forms/useDialogForm';
import type { SubmitState } from '../../types';
import { KycForm } from '../components/KycForm';
import { GENDERS, type Shareholder, type ShareholderValues } from '../types';
import {
  shareholderFormValues,
  shareholderLabels,
  shareholderSchema,
  toShareholderValues,
  type ShareholderOutput,
} from './ShareholderDialog.schema';

export interface ShareholderDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with every field, the mobile number with +234. */
  onSubmit: (values: ShareholderValues) => void;
  /** The shareholder to edit; without it the dialog adds one. */
  shareholder?: Shareholder;
  /** Progress of the add or update; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
}

const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));

function ShareholderForm({
  onClose,
  onSubmit,
  shareholder,
  submitState,
  errorMessage,
}: Omit<ShareholderDialogProps, 'open'>) {
  const { control, submit, formState } = useDialogForm({
    schema: shareholderSchema,
    defaultValues: shareholderFormValues(shareholder),
    submitState,
    onSubmit: (values: ShareholderOutput) => onSubmit(toShareholderValues(values)),
  });
  const field = labelledField(control, shareholderLabels);

  return (
    <KycForm
      label={shareholder ? 'Edit shareholder' : 'Add shareholder'}
      onSubmit={submit}
      submitState={submitState}
      errorMessage={errorMessage}
      validating={formState.isSubmitting}
      submitLabel={shareholder ? 'Save changes' : 'Add shareholder'}
      onCancel={onClose}
    >
      <FormTextField {...field('firstName')} required autoComplete="off" data-autofocus />
      <FormTextField {...field('lastName')} required autoComplete="off" />
      <FormSelect
        {...field('gender')}
        required
        placeholder="Select gender"
        options={genderOptions}
      />
      <FormTextField
        {...field('dateOfBirth')}
        required
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
      />
      <FormPhoneField {...field('mobileNumber')} required autoComplete="off" />
      <FormBvnField {...field('bvn')} />
    </KycForm>
  );
}

/**
 * Adds a shareholder, or edits one. Every field is required; the mobile number is typed
 * without +234, which is prepended on submit.
 */
export function ShareholderDialog({ open, ...rest }: ShareholderDialogProps) {
  return (
    <Modal
      open={open}
      onClose={rest.onClose}
      size="md"
      title={rest.shareholder ? 'Edit shareholder' : 'Add shareholder'}
      description="Anyone holding 5% of the business or more."
    >
      {/* Mounted only while open, so each opening starts from the shareholder given. */}
      <ShareholderForm {...rest} />
    </Modal>
  );
}
