export { FormActions, SAVED_MESSAGE } from './FormActions';
