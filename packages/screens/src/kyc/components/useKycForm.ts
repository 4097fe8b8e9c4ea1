import type { DefaultValues, FieldValues, Mode } from 'react-hook-form';
import type * as z from 'zod/mini';
import { labelledField } from '../../forms/fields';
import { useDialogForm } from '../../forms/useDialogForm';
import type { SubmitState } from '../../types';

/** What every KYC form takes from the app: where its values go and how the save is going. */
export interface KycSaveProps<Values> {
  /** Called once per attempt with the valid values. */
  onSubmit: (values: Values) => void;
  /** Progress of the save; 'pending' makes the submit button busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
}

/** A KYC form's own parts, declared beside its schema. */
export interface KycFormDefinition<Input extends FieldValues, Output, Labels> {
  /** Validates and transforms what was typed into what is sent. */
  schema: z.core.$ZodType<Output, Input>;
  /** The visible label of each field, by name. */
  labels: Labels;
  /** When messages appear: once a field is left (the default), or only after a submit. */
  mode?: Mode;
}

/**
 * A KYC form's state: useDialogForm's once-per-attempt submit, its fields bound to their
 * labels (`field('bvn')`), and `frame`, the props of the KycForm around them.
 */
export function useKycForm<
  Input extends FieldValues,
  Output,
  Labels extends Record<string, string>,
>(
  { onSubmit, submitState, errorMessage }: KycSaveProps<Output>,
  { labels, ...options }: KycFormDefinition<Input, Output, Labels>,
  defaultValues: DefaultValues<NoInfer<Input>>,
) {
  const form = useDialogForm({ ...options, defaultValues, submitState, onSubmit });
  const frame = {
    onSubmit: form.submit,
    submitState,
    errorMessage,
    validating: form.formState.isSubmitting,
  };
  return { ...form, field: labelledField(form.control, labels), frame };
}
