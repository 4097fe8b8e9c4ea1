export { Field } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
export { Fieldset } from './Fieldset';
export type { FieldsetProps } from './Fieldset';
export { FieldError, FieldHelp } from './FieldParts';
export type { FieldErrorProps, FieldHelpProps } from './FieldParts';
export { visuallyHidden, VisuallyHidden } from './Field.styles';
