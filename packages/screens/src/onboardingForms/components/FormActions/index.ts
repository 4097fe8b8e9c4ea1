export { FormActions, SAVED_MESSAGE } from './FormActions';
export type { FormActionsProps } from './FormActions';
