export { Field } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
export { Fieldset } from './Fieldset';
export type { FieldsetProps } from './Fieldset';
export { FieldError, FieldHelp } from './FieldParts';
export type { FieldErrorProps, FieldHelpProps } from './FieldParts';
export { useFieldIds, joinIds, isShown } from './useFieldIds';
export type { FieldIds } from './useFieldIds';
export { controlBox, visuallyHidden, VisuallyHidden } from './Field.styles';
