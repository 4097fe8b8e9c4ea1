import { memo } from 'react';
import { FormAmountField as AmountField } from './FormAmountField';
import { FormBvnField as BvnField } from './FormBvnField';
import { FormCheckbox as CheckboxField } from './FormCheckbox';
import { FormFileUpload as FileUploadField } from './FormFileUpload';
import { FormPasswordField as PasswordField } from './FormPasswordField';
import { FormPhoneField as PhoneField } from './FormPhoneField';
import { FormRadioGroup as RadioGroupField } from './FormRadioGroup';
import { FormSelect as SelectField } from './FormSelect';
import { FormTextarea as TextareaField } from './FormTextarea';
import { FormTextField as TextField } from './FormTextField';

/**
 * The bound fields are memoised: react-hook-form renders a form a second time right after it
 * mounts (its `isReady` state), and on every keystroke where the form watches its values; a
 * field whose props did not change (`field('name')` gives the same control, name and label)
 * skips those renders and re-renders only for its own value or message (issue 17).
 */
export const FormAmountField = memo(AmountField) as typeof AmountField;
export const FormBvnField = memo(BvnField) as typeof BvnField;
export const FormCheckbox = memo(CheckboxField) as typeof CheckboxField;
export const FormFileUpload = memo(FileUploadField) as typeof FileUploadField;
export const FormPasswordField = memo(PasswordField) as typeof PasswordField;
export const FormPhoneField = memo(PhoneField) as typeof PhoneField;
export const FormRadioGroup = memo(RadioGroupField) as typeof RadioGroupField;
export const FormSelect = memo(SelectField) as typeof SelectField;
export const FormTextarea = memo(TextareaField) as typeof TextareaField;
export const FormTextField = memo(TextField) as typeof TextField;
export { labelledField } from './labelledField';
