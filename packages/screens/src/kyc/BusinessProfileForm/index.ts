export { BusinessProfileForm } from './BusinessProfileForm';
export { profileMessages } from './BusinessProfileForm.schema';
