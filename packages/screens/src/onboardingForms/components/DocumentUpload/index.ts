export { DocumentUpload } from './DocumentUpload';
