export { KycDocumentsForm } from './KycDocumentsForm';
