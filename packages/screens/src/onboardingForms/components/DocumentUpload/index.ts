export { DocumentUpload } from './DocumentUpload';
export type { DocumentUploadProps } from './DocumentUpload';
