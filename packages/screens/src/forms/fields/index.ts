export { FormAmountField } from './FormAmountField';
export { FormCheckbox } from './FormCheckbox';
export { FormPasswordField } from './FormPasswordField';
export { FormPhoneField } from './FormPhoneField';
export { FormRadioGroup } from './FormRadioGroup';
export { FormSelect } from './FormSelect';
export { FormTextarea } from './FormTextarea';
export { FormTextField } from './FormTextField';
