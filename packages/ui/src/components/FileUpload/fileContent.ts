import { extensionOf, matchesAccept, type FileLike } from './validateFiles';

/**
 * What a file's first bytes can prove it is. A name and a reported type are the sender's word
 * (a .exe renamed .png reports image/png); the first bytes are the file itself.
 */
export type ContentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'xlsx' | 'text';

/** The kinds with a signature. */
export type BinaryKind = Exclude<ContentKind, 'text'>;

/** Bytes a kind starts with, at an offset (a WebP's 'WEBP' follows its RIFF size). */
interface Signature {
  offset: number;
  bytes: readonly number[];
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Each binary kind's signature, as its format defines it; a file must carry all its parts. */
const FILE_SIGNATURES: Readonly<Record<BinaryKind, readonly Signature[]>> = {
  png: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  jpeg: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  gif: [{ offset: 0, bytes: ascii('GIF8') }],
  webp: [
    { offset: 0, bytes: ascii('RIFF') },
    { offset: 8, bytes: ascii('WEBP') },
  ],
  pdf: [{ offset: 0, bytes: ascii('%PDF-') }],
  // A workbook is a zip: its first entry's local header.
  xlsx: [{ offset: 0, bytes: ascii('PK\x03\x04') }],
};

/**
 * The shortest head a file of the kind can start with (a WebP's size bytes are zero), for
 * fixtures that stand for real files in stories and journeys.
 */
export function fileSignature(kind: BinaryKind): Uint8Array<ArrayBuffer> {
  const parts = FILE_SIGNATURES[kind];
  const head = new Uint8Array(Math.max(...parts.map(({ offset, bytes }) => offset + bytes.length)));
  for (const { offset, bytes } of parts) head.set(bytes, offset);
  return head;
}

/** How much of a file is read: every signature, and enough text to tell it from a binary. */
const HEAD_BYTES = 1024;

const KIND_BY_EXTENSION: Readonly<Record<string, ContentKind>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  xlsx: 'xlsx',
  csv: 'text',
};

const KIND_BY_MIME: Readonly<Record<string, ContentKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/csv': 'text',
};

/**
 * CSV has no signature, so it passes as text when its head holds no NUL and no control
 * character but tab, line feed, form feed and carriage return. Executables, images, .xls and
 * .xlsx (a zip) carry such bytes within their first few; text in UTF-8 or a one-byte encoding
 * (Windows-1252, as Excel saves 'CSV') never does. UTF-16 text is refused: its ASCII has NULs.
 * An empty file is empty text, so its form can say what it lacks.
 */
function isText(head: Uint8Array): boolean {
  return head.every(
    (byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d,
  );
}

/** Whether a file's first bytes are those of the kind. */
function headMatches(kind: ContentKind, head: Uint8Array): boolean {
  if (kind === 'text') return isText(head);
  return FILE_SIGNATURES[kind].every(({ offset, bytes }) =>
    bytes.every((byte, index) => head[offset + index] === byte),
  );
}

/**
 * The kinds a file claims through the parts of it the accept rules let in: its extension, its
 * reported type, or both. A .png that reports application/pdf under ['png'] claims only png,
 * so a PDF cannot pass a png-only upload on its reported type.
 */
export function claimedKinds(file: FileLike, accept: readonly string[]): ContentKind[] {
  const kinds: ContentKind[] = [];
  const byName = KIND_BY_EXTENSION[extensionOf(file.name)];
  const byType = KIND_BY_MIME[file.type.toLowerCase()];
  // Fields are copied one by one: a File's name and type are getters a spread would drop.
  const { name, type, size } = file;
  if (byName && matchesAccept({ name, type: '', size }, accept)) kinds.push(byName);
  if (byType && matchesAccept({ name: '', type, size }, accept)) kinds.push(byType);
  return kinds;
}

/**
 * Whether the file's first bytes are of a type it claims and the upload accepts. With no accept
 * rules any file goes; a claimed type the kit has no signature for (an SVG, a HEIC photo) is
 * refused, as it cannot be checked. A file that cannot be read is refused too.
 */
export async function contentMatchesType(
  file: Blob & FileLike,
  accept: readonly string[] | undefined,
): Promise<boolean> {
  if (!accept || accept.length === 0) return true;
  const kinds = claimedKinds(file, accept);
  if (kinds.length === 0) return false;
  try {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    return kinds.some((kind) => headMatches(kind, head));
  } catch {
    return false;
  }
}

/** The files whose first bytes are not of a type they claim (read in parallel). */
export async function filesWithWrongContent<F extends Blob & FileLike>(
  files: readonly F[],
  accept: readonly string[] | undefined,
): Promise<ReadonlySet<F>> {
  const verdicts = await Promise.all(files.map((file) => contentMatchesType(file, accept)));
  return new Set(files.filter((_, index) => !verdicts[index]));
}
