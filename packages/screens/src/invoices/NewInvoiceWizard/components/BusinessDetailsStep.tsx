import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@merchant/ui';
import { FormTextField } from '../../../forms/fields';
import { businessDetailsSchema, type BusinessDetailsValues } from '../NewInvoiceWizard.schema';
import { FormActions, FormColumn } from '../../../forms/layout';

export interface BusinessDetailsStepProps {
  /** What the step shows, e.g. when coming back from step two. */
  values: BusinessDetailsValues;
  /** Called by Next with the four fields. */
  onNext: (values: BusinessDetailsValues) => void;
  /** Called by Back: the previous page. */
  onBack: () => void;
}

/** Step one, 'Business Details' ('Customers details'): Next only with all four filled in. */
export function BusinessDetailsStep({ values, onNext, onBack }: BusinessDetailsStepProps) {
  const { handleSubmit, control } = useForm<BusinessDetailsValues>({
    defaultValues: values,
    resolver: zodResolver(businessDetailsSchema),
  });
  const watched = useWatch({ control });
  const complete = businessDetailsSchema.safeParse(watched).success;
  return (
    <FormColumn noValidate aria-label="Customers details" onSubmit={handleSubmit(onNext)}>
      <FormTextField
        control={control}
        name="customerName"
        label="Customer name"
        required
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="companyName"
        label="Company name"
        required
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name="emailAddress"
        label="Customer email"
        required
        type="email"
      />
      <FormTextField
        control={control}
        name="companyEmailAddress"
        label="Company email"
        required
        type="email"
      />
      <FormActions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!complete}>
          Next
        </Button>
      </FormActions>
    </FormColumn>
  );
}
