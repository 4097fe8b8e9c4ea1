import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal } from '@merchant/ui';
import { FormPhoneField, FormSelect, FormTextField } from '../../forms/fields';
import { SubmitError } from '../../access/components/SubmitError';
import type { SubmitState } from '../../types';
import { FormActions } from '../../forms/layout';
import { FieldGrid, FormStack } from '../components/KycForm.styles';
import { GENDERS, type Shareholder, type ShareholderValues } from '../types';
import {
  shareholderFormValues,
  shareholderLabels,
  shareholderSchema,
  toShareholderValues,
  type ShareholderFormValues,
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
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ShareholderFormValues, unknown, ShareholderOutput>({
    mode: 'onTouched',
    defaultValues: shareholderFormValues(shareholder),
    resolver: zodResolver(shareholderSchema),
  });
  const pending = submitState === 'pending';
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(toShareholderValues(values));
  });

  return (
    <FormStack
      noValidate
      aria-label={shareholder ? 'Edit shareholder' : 'Add shareholder'}
      onSubmit={submit}
    >
      <SubmitError submitState={submitState} message={errorMessage} />
      <FieldGrid>
        <FormTextField
          control={control}
          name="firstName"
          label={shareholderLabels.firstName}
          required
          autoComplete="off"
          data-autofocus
        />
        <FormTextField
          control={control}
          name="lastName"
          label={shareholderLabels.lastName}
          required
          autoComplete="off"
        />
        <FormSelect
          control={control}
          name="gender"
          label={shareholderLabels.gender}
          required
          placeholder="Select gender"
          options={genderOptions}
        />
        <FormTextField
          control={control}
          name="dateOfBirth"
          label={shareholderLabels.dateOfBirth}
          required
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
        />
        <FormPhoneField
          control={control}
          name="mobileNumber"
          label={shareholderLabels.mobileNumber}
          required
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="bvn"
          label={shareholderLabels.bvn}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
        />
      </FieldGrid>
      <FormActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pending || isSubmitting}>
          {shareholder ? 'Save changes' : 'Add shareholder'}
        </Button>
      </FormActions>
    </FormStack>
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
