import { fileSignature, type BinaryKind } from '@merchant/ui';

const MIME_TYPES: Readonly<Record<BinaryKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A file as a merchant would choose it, for upload stories: the format's real first bytes (the
 * kit's uploads refuse a file that does not start as its type says), then padding up to `size`.
 */
export function fixtureFile(kind: BinaryKind, name: string, size = 2048): File {
  const head = fileSignature(kind);
  const padding = new Uint8Array(Math.max(0, size - head.length));
  return new File([head, padding], name, { type: MIME_TYPES[kind] });
}
