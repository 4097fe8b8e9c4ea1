export { BusinessProfileForm } from './BusinessProfileForm';
export type { BusinessProfileFormProps } from './BusinessProfileForm';
export {
  businessProfileSchema,
  profileLabels,
  profileMessages,
} from './BusinessProfileForm.schema';
