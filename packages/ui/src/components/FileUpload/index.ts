export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export {
  validateFiles,
  matchesAccept,
  toAcceptAttribute,
  DEFAULT_TYPE_MESSAGE,
} from './validateFiles';
export type {
  FileLike,
  FileRules,
  FileRuleMessages,
  FileRejection,
  FileRejectionReason,
  FileValidation,
} from './validateFiles';
export { fileSignature } from './fileContent';
export type { BinaryKind } from './fileContent';
export { formatBytes } from './formatBytes';
