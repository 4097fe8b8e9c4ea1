import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * Binds a form's fields to its label table: `field('bvn')` gives a bound field (FormTextField,
 * FormSelect…) its `control`, `name` and `label`, so each field's name is written once and its
 * label is always the table's, the one the stories and the schema's messages read too.
 */
export function labelledField<
  Values extends FieldValues,
  Output,
  Labels extends Record<string, string>,
>(control: Control<Values, unknown, Output>, labels: Labels) {
  return <Name extends FieldPath<Values> & keyof Labels>(name: Name) => ({
    control,
    name,
    label: labels[name],
  });
}
