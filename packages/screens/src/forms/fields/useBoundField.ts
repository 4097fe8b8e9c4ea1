import {
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';

/** How a field names its place in a form: the form's `control` and a path of its values. */
export interface FieldBinding<Values extends FieldValues, Output> {
  /** The form's `control`, from `useForm`; it types `name`. */
  control: Control<Values, unknown, Output>;
  /** Where the value sits in the form's values. */
  name: FieldPath<Values>;
  /** Rules beyond the form's schema (rarely needed: the schema holds the messages). */
  rules?: RegisterOptions<Values, FieldPath<Values>>;
}

/**
 * What a kit control needs to take part in a form: react-hook-form's registration (name, ref,
 * onChange, onBlur) and the field's message, which the kit turns into aria-invalid and
 * aria-describedby. Only this field re-renders when its message changes.
 */
export function useBoundField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
}: FieldBinding<Values, Output>) {
  const formState = useFormState({ control, name });
  const { error } = control.getFieldState(name, formState);
  return { ...control.register(name, rules), error: error?.message };
}
