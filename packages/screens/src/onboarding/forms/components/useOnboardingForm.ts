import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { SubmitState } from '../../../types';
import type { UnsavedChangesProps } from '../types';
import { useUnsavedChanges } from './useUnsavedChanges';

/** What every onboarding form takes from the app, beyond its draft. */
export interface OnboardingFormProps<
  Field extends string,
  Payload,
> extends UnsavedChangesProps<Field> {
  /** Called with the payload once every rule passes. */
  onSubmit: (payload: Payload) => void;
  /** The save's progress: 'pending' while sending, 'success' once saved. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
}

/** A form's own parts: what it validates, starts from and sends. */
interface OnboardingFormOptions<Input extends FieldValues, Output, Field extends string, Payload> {
  /** The form's accessible name: the page title. */
  label: string;
  /** Validates what was typed. */
  schema: z.core.$ZodType<Output, Input>;
  /** The fields' first values: the saved ones with the draft over them. */
  defaultValues: DefaultValues<NoInfer<Input>>;
  /** The text fields a draft may hold. */
  fields: readonly Field[];
  /** Their saved values, the baseline of what is unsaved. */
  saved: Record<Field, string>;
  /** The parsed values as the API takes them. */
  toPayload: (parsed: Output) => Payload;
  /** Whether a file is chosen and not yet sent. */
  filesChosen?: (values: Input) => boolean;
  /** Runs once after each successful save, e.g. to move the sent files to the saved ones. */
  onSaved?: (values: Input, form: UseFormReturn<Input, unknown, Output>) => void;
  /** The button's text while saving ('Saving…' unless files are sent). */
  pendingLabel?: (values: Input) => string;
}

/**
 * react-hook-form as every onboarding form uses it: messages once a field is left, unsaved
 * work reported to the app (draft and leave guard), and `frame`, the OnboardingFormFrame's props.
 */
export function useOnboardingForm<
  Input extends FieldValues & Record<Field, string>,
  Output,
  Field extends string,
  Payload,
>(
  {
    onDraftChange,
    onDirtyChange,
    onSubmit,
    submitState,
    errorMessage,
  }: OnboardingFormProps<Field, Payload>,
  options: OnboardingFormOptions<Input, Output, Field, Payload>,
) {
  const form = useForm<Input, unknown, Output>({
    mode: 'onTouched',
    defaultValues: options.defaultValues,
    resolver: zodResolver(options.schema),
  });
  const values = form.watch();
  const { saved } = useUnsavedChanges({
    fields: options.fields,
    current: values,
    saved: options.saved,
    filesChosen: options.filesChosen?.(values) ?? false,
    submitState,
    onSaved: () => options.onSaved?.(values, form),
    onDraftChange,
    onDirtyChange,
  });
  const frame = {
    label: options.label,
    onSubmit: form.handleSubmit((parsed) => onSubmit(options.toPayload(parsed))),
    submitState,
    isSubmitting: form.formState.isSubmitting,
    errorMessage,
    saved,
    pendingLabel: options.pendingLabel?.(values),
  };
  return { ...form, values, frame };
}
