import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
  type RegisterOptions,
} from 'react-hook-form';

/** How a field names its place in a form: the form's `control` and a path of its values. */
export interface FieldBinding<
  Values extends FieldValues,
  Output,
  Name extends FieldPath<Values> = FieldPath<Values>,
> {
  /** The form's `control`, from `useForm`; it types `name`. */
  control: Control<Values, unknown, Output>;
  /** Where the value sits in the form's values. */
  name: Name;
  /** Rules beyond the form's schema (rarely needed: the schema holds the messages). */
  rules?: RegisterOptions<Values, Name>;
}

/** What any input of the design system needs to take part in a form. */
export interface BoundInput<Value> {
  name: string;
  /** Reaches the input, so a failed submit focuses the first field in error. */
  ref: RefCallBack;
  value: Value;
  /** Takes the input's change event or the value itself. */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  /** The field's message (the spec's, from the form's schema), once the form shows it. */
  error: string | undefined;
}

/** The props of an input that its binding sets: a bound field is controlled by its form. */
export type BoundProps = keyof BoundInput<unknown> | 'defaultValue';

/**
 * The one binding of a form field to react-hook-form: its value, change and blur, its ref and
 * its message. The field re-renders for its own value and message only, never for the form's.
 */
export function useFormField<
  Values extends FieldValues,
  Output,
  Name extends FieldPath<Values> = FieldPath<Values>,
>({
  control,
  name,
  rules,
}: FieldBinding<Values, Output, Name>): BoundInput<FieldPathValue<Values, Name>> {
  const { field, fieldState } = useController({ control, name, rules });
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/**
 * `useFormField` for a form's own layout: `render` lays out any input (a group of checkboxes,
 * a date with a hint read from its value) with the bound field, as the `Form*` fields do for
 * the kit's single inputs.
 */
export function FormField<
  Values extends FieldValues,
  Output,
  Name extends FieldPath<Values> = FieldPath<Values>,
>({
  render,
  ...binding
}: FieldBinding<Values, Output, Name> & {
  render: (input: BoundInput<FieldPathValue<Values, Name>>) => ReactNode;
}) {
  return render(useFormField(binding));
}

/** The text an input shows for a field's value: a field not yet given one is empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
