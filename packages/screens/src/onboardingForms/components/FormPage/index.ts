export { FormPage } from './FormPage';
export type { FormPageProps } from './FormPage';
