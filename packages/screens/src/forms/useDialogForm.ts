import { useForm, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { SubmitState } from '../types';
import { useSubmitOnce } from './useSubmitOnce';

export interface DialogFormOptions<Input extends FieldValues, Output> {
  /** Validates and transforms what was typed into what is sent. */
  schema: z.core.$ZodType<Output, Input>;
  /** The fields when the dialog opens. */
  defaultValues: DefaultValues<NoInfer<Input>>;
  /** Progress of the request, from the app. */
  submitState: SubmitState;
  /** Called once per attempt with the transformed values. */
  onSubmit: (values: Output) => void;
  /** When messages appear: once a field is left (the default), or only after a submit. */
  mode?: Mode;
}

/**
 * react-hook-form as every form dialog uses it: messages appear once a field is left, the zod
 * schema validates, and `submit` sends once per attempt, so a double click or a double Enter
 * sends one request.
 */
export function useDialogForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  submitState,
  onSubmit,
  mode = 'onTouched',
}: DialogFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    mode,
    defaultValues,
    resolver: zodResolver(schema),
  });
  const once = useSubmitOnce(submitState);
  return { ...form, submit: form.handleSubmit(once((values: Output) => onSubmit(values))) };
}
