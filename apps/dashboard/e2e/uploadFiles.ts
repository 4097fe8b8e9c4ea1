import {
  fileSignature,
  type BinaryKind,
} from '../../../packages/ui/src/components/FileUpload/fileContent';

const KIND_BY_MIME: Readonly<Record<string, BinaryKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/pdf': 'pdf',
};

/**
 * The bytes of a file a journey chooses: the real first bytes of its type, as the kit's uploads
 * refuse a file that does not start as its type says, then padding up to `size`. A
 * type without a signature (a .docx, plain text) is padding only: those are refused by name.
 */
export function fileBytes(mimeType: string, size = 2048): Buffer {
  const kind = KIND_BY_MIME[mimeType];
  const head = kind ? Buffer.from(fileSignature(kind)) : Buffer.alloc(0);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}
