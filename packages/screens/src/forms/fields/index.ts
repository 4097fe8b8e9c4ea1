/**
 * The bound fields, each memoised in its own file: react-hook-form renders a form a second time
 * right after it mounts (its `isReady` state), and on every keystroke where the form watches its
 * values; a field whose props did not change (`field('name')` gives the same control, name and
 * label) skips those renders and re-renders only for its own value or message. Only
 * re-exports here, so a form's files hold only the fields it renders: the upload and the amount
 * stay out of the form kit's file (apps/dashboard/chunking.ts).
 */
export { FormAmountField } from './FormAmountField';
export { FormBvnField } from './FormBvnField';
export { FormCheckbox } from './FormCheckbox';
export { FormField, useFormField, type BoundInput } from './FormField';
export { FormFileUpload } from './FormFileUpload';
export { FormPasswordField } from './FormPasswordField';
export { FormPhoneField } from './FormPhoneField';
export { FormRadioGroup } from './FormRadioGroup';
export { FormSelect } from './FormSelect';
export { FormTextField } from './FormTextField';
export { FormTextarea } from './FormTextarea';
export { labelledField } from './labelledField';
