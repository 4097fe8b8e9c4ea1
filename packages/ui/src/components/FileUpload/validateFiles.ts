import { formatBytes } from './formatBytes';

/** What validation reads from a file; a browser `File` fits. */
export interface FileLike {
  /** File name with extension. */
  name: string;
  /** MIME type as the browser reports it ('' when unknown). */
  type: string;
  /** Size in bytes. */
  size: number;
}

export interface FileRules {
  /** Extensions ('png', '.png') and/or MIME types ('image/png', 'image/*'); empty allows any. */
  accept?: readonly string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
  /** Most files the value may hold in total. */
  maxFiles?: number;
}

export interface FileRuleMessages {
  /** For a file whose type is not accepted. */
  type?: string;
  /** For a file over maxSize (the spec's texts are given by each form). */
  size?: string;
  /** For files beyond maxFiles. */
  count?: string;
}

export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection<F extends FileLike = File> {
  /** The rejected file. */
  file: F;
  /** Which rule it broke. */
  reason: FileRejectionReason;
  /** The message to show. */
  message: string;
}

export interface FileValidation<F extends FileLike = File> {
  /** Files that pass every rule, in the order given. */
  accepted: F[];
  /** Files that broke a rule, with the message to show. */
  rejected: FileRejection<F>[];
}

export const DEFAULT_TYPE_MESSAGE = 'File type is not allowed';

/** The message for a file over the size limit when the caller gives none. */
const defaultSizeMessage = (maxSize: number) => `File should be ${formatBytes(maxSize)} or less`;

/** The message for files beyond the count limit when the caller gives none. */
const defaultCountMessage = (maxFiles: number) =>
  `You can add up to ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`;

/** A file name's extension in lower case, '' when it has none. */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether a file matches one of the accepted extensions or MIME types (case-insensitive). */
export function matchesAccept(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    if (rule.includes('/')) return mime === rule;
    return extension !== '' && extension === rule.replace(/^\./, '');
  });
}

/** The `accept` attribute for the file input: extensions get their dot, MIME types stay. */
export function toAcceptAttribute(accept: readonly string[] | undefined): string | undefined {
  if (!accept || accept.length === 0) return undefined;
  return accept
    .map((entry) => (entry.includes('/') || entry.startsWith('.') ? entry : `.${entry}`))
    .join(',');
}

/**
 * Splits newly chosen files into accepted and rejected. Type is checked first (the name and
 * reported type, then the first bytes when `wrongContent` carries them), then size, then the
 * count: only as many valid files as still fit beside `currentCount` are accepted.
 */
export function validateFiles<F extends FileLike>(
  incoming: readonly F[],
  rules: FileRules & {
    currentCount?: number;
    messages?: FileRuleMessages;
    /** Files whose first bytes are not of their type (see `filesWithWrongContent`). */
    wrongContent?: ReadonlySet<F>;
  },
): FileValidation<F> {
  const { accept, maxSize, maxFiles, currentCount = 0, messages = {}, wrongContent } = rules;
  const accepted: F[] = [];
  const rejected: FileRejection<F>[] = [];
  let room =
    maxFiles === undefined ? Number.POSITIVE_INFINITY : Math.max(0, maxFiles - currentCount);
  for (const file of incoming) {
    if (!matchesAccept(file, accept) || wrongContent?.has(file)) {
      rejected.push({ file, reason: 'type', message: messages.type ?? DEFAULT_TYPE_MESSAGE });
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejected.push({
        file,
        reason: 'size',
        message: messages.size ?? defaultSizeMessage(maxSize),
      });
    } else if (room <= 0) {
      rejected.push({
        file,
        reason: 'count',
        message: messages.count ?? defaultCountMessage(maxFiles ?? 0),
      });
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, rejected };
}
