export { KycDocumentsForm } from './KycDocumentsForm';
export type { KycDocumentsFormProps } from './KycDocumentsForm';
export { kycDocumentsSchema, kycDocumentsLabels } from './KycDocumentsForm.schema';
