import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Banner,
  Button,
  Checkbox,
  FileUpload,
  Modal,
  RadioGroup,
  Select,
  TextField,
  Textarea,
} from '@merchant/ui';
import type { SubmitState } from '../../types';
import { SettingsActions } from '../components/SettingsSection.styles';
import type { CountryChoice, NewBusinessValues } from '../types';
import {
  addBusinessMessages,
  addBusinessSchema,
  BUSINESS_LOGO_RULES,
  hasAnyValue,
  type AddBusinessFormValues,
} from './AddBusinessDialog.schema';
import { BusinessForm, PhoneRow } from './AddBusinessDialog.styles';

export interface AddBusinessDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The countries, with their dial codes. */
  countries: readonly CountryChoice[];
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the new business; the app adds the parent business id. */
  onSubmit: (values: NewBusinessValues) => void;
  /** Progress of the request; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'; the form keeps what was typed. */
  errorMessage?: string;
}

const TYPE_OPTIONS = [
  { value: 'Individual', label: 'Individual' },
  { value: 'Company', label: 'Company' },
];

function AddBusinessBody({
  countries,
  onClose,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<AddBusinessDialogProps, 'open'>) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddBusinessFormValues, unknown, NewBusinessValues>({
    mode: 'onTouched',
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
    resolver: zodResolver(addBusinessSchema),
  });
  const values = useWatch({ control }) as AddBusinessFormValues;
  const pending = submitState === 'pending';
  const submit = handleSubmit((business) => {
    if (!pending) onSubmit(business);
  });
  const dialCodes = countries
    .filter((country) => country.dialCode)
    .map((country) => ({
      value: country.dialCode ?? '',
      label: `${country.dialCode} (${country.name})`,
    }));

  return (
    <BusinessForm noValidate aria-label="Add new business" onSubmit={submit}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <TextField
        label="Business name"
        required
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <Textarea
        label="Description"
        optional
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Select
        label="Country"
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
        {...register('country')}
      />
      <TextField
        label="Business email"
        type="email"
        optional
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneRow>
        <Select label="Dial code" options={dialCodes} {...register('dialCode')} />
        <TextField
          label="Mobile number"
          optional
          type="tel"
          inputMode="numeric"
          maxLength={14}
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
      </PhoneRow>
      <Controller
        control={control}
        name="businessType"
        render={({ field }) => (
          <RadioGroup
            label="Business type"
            orientation="horizontal"
            options={TYPE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <FileUpload
            label="Logo"
            optional
            value={field.value}
            onChange={field.onChange}
            accept={BUSINESS_LOGO_RULES.accept}
            maxSize={BUSINESS_LOGO_RULES.maxSize}
            typeMessage={addBusinessMessages.logoType}
            sizeMessage={addBusinessMessages.logoSize}
            helpText="PNG, JPG or JPEG, up to 1 MB."
          />
        )}
      />
      <Checkbox label="Make this my default business" {...register('isDefault')} />
      <SettingsActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!hasAnyValue(values)} loading={pending || isSubmitting}>
          Create
        </Button>
      </SettingsActions>
    </BusinessForm>
  );
}

/** 'Add new business' (part 2 sections 3 and 5): the multipart creation form. */
export function AddBusinessDialog({ open, ...rest }: AddBusinessDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="lg" title="Add new business">
      <AddBusinessBody {...rest} />
    </Modal>
  );
}
