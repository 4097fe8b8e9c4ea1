import { useWatch } from 'react-hook-form';
import { Modal } from '@merchant/ui';
import {
  FormCheckbox,
  FormFileUpload,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { CountryChoice, NewBusinessValues } from '../types';
import {
  addBusinessMessages,
  addBusinessSchema,
  BUSINESS_LOGO_RULES,
  hasAnyValue,
  type AddBusinessFormValues,
} from './AddBusinessDialog.schema';
import { PhoneRow } from './AddBusinessDialog.styles';

export interface AddBusinessDialogProps extends FormDialogProps<NewBusinessValues> {
  /** The countries, with their dial codes. */
  countries: readonly CountryChoice[];
}

const TYPE_OPTIONS = [
  { value: 'Individual', label: 'Individual' },
  { value: 'Company', label: 'Company' },
];

function AddBusinessBody({
  countries,
  onClose,
  onSubmit,
  ...state
}: Omit<AddBusinessDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: addBusinessSchema,
    defaultValues: {
      name: '',
      description: '',
      country: countries[0]?.code ?? '',
      email: '',
      dialCode: countries[0]?.dialCode ?? '+234',
      mobileNumber: '',
      businessType: 'Company',
      logo: [],
      isDefault: false,
    },
    onSubmit,
    ...state,
  });
  const values = useWatch({ control }) as AddBusinessFormValues;
  const dialCodes = countries
    .filter((country) => country.dialCode)
    .map((country) => ({
      value: country.dialCode ?? '',
      label: `${country.dialCode} (${country.name})`,
    }));

  return (
    <DialogForm
      label="Add new business"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Create"
      submitDisabled={!hasAnyValue(values)}
      {...state}
    >
      <FormTextField control={control} name="name" label="Business name" required data-autofocus />
      <FormTextarea control={control} name="description" label="Description" optional rows={3} />
      <FormSelect
        control={control}
        name="country"
        label="Country"
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
      <FormTextField control={control} name="email" label="Business email" type="email" optional />
      <PhoneRow>
        <FormSelect control={control} name="dialCode" label="Dial code" options={dialCodes} />
        <FormTextField
          control={control}
          name="mobileNumber"
          label="Mobile number"
          optional
          type="tel"
          inputMode="numeric"
          maxLength={14}
        />
      </PhoneRow>
      <FormRadioGroup
        control={control}
        name="businessType"
        label="Business type"
        orientation="horizontal"
        options={TYPE_OPTIONS}
      />
      <FormFileUpload
        control={control}
        name="logo"
        label="Logo"
        optional
        accept={BUSINESS_LOGO_RULES.accept}
        maxSize={BUSINESS_LOGO_RULES.maxSize}
        typeMessage={addBusinessMessages.logoType}
        sizeMessage={addBusinessMessages.logoSize}
        helpText="PNG, JPG or JPEG, up to 1 MB."
      />
      <FormCheckbox control={control} name="isDefault" label="Make this my default business" />
    </DialogForm>
  );
}

/**
 * 'Add new business' (part 2 sections 3 and 5): the multipart creation form. The app adds the
 * parent business id to what is sent.
 */
export function AddBusinessDialog({ open, ...rest }: AddBusinessDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="lg" title="Add new business">
      <AddBusinessBody {...rest} />
    </Modal>
  );
}
