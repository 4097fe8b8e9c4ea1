import { Modal } from '@merchant/ui';
import { FormBvnField, FormPhoneField, FormSelect, FormTextField } from '../../forms/fields';
import { KycForm } from '../components/KycForm';
import { useKycForm, type KycSaveProps } from '../components/useKycForm';
import { GENDERS, type Shareholder, type ShareholderValues } from '../types';
import {
  shareholderFormValues,
  shareholderForm,
  toShareholderValues,
  type ShareholderOutput,
} from './ShareholderDialog.schema';
import { wordOptions } from '../../forms/options';

export interface ShareholderDialogProps extends KycSaveProps<ShareholderValues> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** The shareholder to edit; without it the dialog adds one. */
  shareholder?: Shareholder;
}

type ShareholderFormProps = Omit<ShareholderDialogProps, 'open'>;

const genderOptions = wordOptions(GENDERS);

function ShareholderForm({ onClose, onSubmit, shareholder, ...save }: ShareholderFormProps) {
  const { field, frame } = useKycForm(
    { ...save, onSubmit: (values: ShareholderOutput) => onSubmit(toShareholderValues(values)) },
    shareholderForm,
    shareholderFormValues(shareholder),
  );
  const title = shareholder ? 'Edit shareholder' : 'Add shareholder';
  return (
    <KycForm
      {...frame}
      label={title}
      submitLabel={shareholder ? 'Save changes' : title}
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
