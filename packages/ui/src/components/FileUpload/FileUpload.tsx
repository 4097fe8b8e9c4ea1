import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { UploadIcon } from '../../icons/icons';
import { Label } from '../Field/Field.styles';
import { FieldError, FieldHelp, LabelMarkers } from '../Field/FieldParts';
import { isShown, joinIds, useFieldIds } from '../Field/useFieldIds';
import { DropHint, DropTitle, DropZone, FileNames, List, Root } from './FileUpload.styles';
import { filesWithWrongContent } from './fileContent';
import { FileUploadItem } from './FileUploadItem';
import { toAcceptAttribute, validateFiles, type FileRejection } from './validateFiles';

export interface FileUploadProps {
  /** Visible label; with the picker's text it names the picker button. */
  label: ReactNode;
  /** The chosen files (controlled). */
  value: File[];
  /** Called with the whole new list after files are added or removed. */
  onChange: (files: File[]) => void;
  /** Allowed extensions ('png') and/or MIME types ('image/png', 'image/*'); omit for any. */
  accept?: readonly string[];
  /** Largest allowed size of one file, in bytes. */
  maxSize?: number;
  /** Shown when a file is too large, e.g. 'Document should be 5mb or less'. */
  sizeMessage?: string;
  /** Shown when a file's type is not accepted. */
  typeMessage?: string;
  /** Shown when more files are chosen than fit under maxFiles. */
  countMessage?: string;
  /** Lets several files be chosen; otherwise a new file replaces the current one. */
  multiple?: boolean;
  /** Most files the value may hold; the picker is disabled once it is reached. */
  maxFiles?: number;
  /** Explains what to upload; linked with aria-describedby. */
  helpText?: ReactNode;
  /** An external error, e.g. 'Proof of address is required'. */
  error?: ReactNode;
  /** Called with the files that were turned away and why. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Shows a required asterisk after the label. */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Disables the picker and the remove buttons. */
  disabled?: boolean;
  /** Id of the picker button; generated when omitted. */
  id?: string;
  /** Class name, so a layout can place the upload. */
  className?: string;
}

// Stable list keys for File objects, which carry no id of their own.
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

/** Rejections grouped by message, so three oversized files give one message naming all three. */
function groupRejections(rejections: FileRejection[]) {
  const groups = new Map<string, string[]>();
  for (const { message, file } of rejections) {
    groups.set(message, [...(groups.get(message) ?? []), file.name]);
  }
  return [...groups.entries()];
}

/**
 * Chooses files by a picker button that is also a drop zone. Files are checked (type by name,
 * reported type and first bytes, then size and count) before they enter the value; rejected ones never do, and the reason is shown and
 * announced. Chosen files are listed with name, size, a preview for images and a remove button.
 */
export function FileUpload({
  label,
  value,
  onChange,
  accept,
  maxSize,
  sizeMessage,
  typeMessage,
  countMessage,
  multiple = false,
  maxFiles,
  helpText,
  error,
  onReject,
  required = false,
  optional = false,
  disabled = false,
  id,
  className,
}: FileUploadProps) {
  const ids = useFieldIds(id);
  const titleId = `${ids.controlId}-title`;
  const hintId = `${ids.controlId}-hint`;
  const rejectionsId = `${ids.controlId}-rejections`;
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'picker' | 'lastRemove' | null>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  // Reading first bytes is async: the value and the newest choice as they are when it ends.
  const latestValue = useRef(value);
  const choice = useRef(0);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  const limit = multiple ? maxFiles : 1;
  const atMax = multiple && maxFiles !== undefined && value.length >= maxFiles;
  const pickerDisabled = disabled || atMax;
  const hasError = isShown(error);
  const hasHelp = isShown(helpText);

  // Focus follows the list: after a removal it returns to the picker, and when an addition
  // fills the last slot (disabling the picker) it moves to the newest remove button.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'picker') pickerRef.current?.focus();
    if (target === 'lastRemove') {
      const buttons = listRef.current?.querySelectorAll('button');
      buttons?.[buttons.length - 1]?.focus();
    }
  }, [value]);

  const addFiles = async (incoming: File[]) => {
    if (pickerDisabled || incoming.length === 0) return;
    const chosen = multiple ? incoming : incoming.slice(0, 1);
    const thisChoice = ++choice.current;
    setChecking(true);
    const wrongContent = await filesWithWrongContent(chosen, accept);
    // A newer choice was made while these were read: it alone decides what the field holds.
    if (thisChoice !== choice.current) return;
    setChecking(false);
    const current = latestValue.current;
    const result = validateFiles(chosen, {
      accept,
      maxSize,
      maxFiles: limit,
      currentCount: multiple ? current.length : 0,
      messages: { type: typeMessage, size: sizeMessage, count: countMessage },
      wrongContent,
    });
    setRejections(result.rejected);
    if (result.rejected.length > 0) onReject?.(result.rejected);
    if (result.accepted.length === 0) return;
    const next = multiple ? [...current, ...result.accepted] : result.accepted;
    if (multiple && maxFiles !== undefined && next.length >= maxFiles) {
      pendingFocus.current = 'lastRemove';
    }
    onChange(next);
  };

  const handleInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    void addFiles(Array.from(event.target.files ?? []));
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLButtonElement>) => {
    if (pickerDisabled) return;
    event.preventDefault();
    setDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const removeAt = (index: number) => {
    setRejections([]);
    pendingFocus.current = 'picker';
    onChange(value.filter((_, i) => i !== index));
  };

  const title = atMax
    ? `Maximum of ${maxFiles} files reached`
    : multiple
      ? 'Choose files'
      : value.length > 0
        ? 'Replace file'
        : 'Choose a file';

  return (
    <Root className={className}>
      <Label id={ids.labelId} htmlFor={ids.controlId} $hidden={false}>
        {label}
        <LabelMarkers required={required} optional={optional} />
      </Label>
      <DropZone
        ref={pickerRef}
        type="button"
        id={ids.controlId}
        disabled={pickerDisabled}
        $dragging={dragging}
        aria-labelledby={joinIds(ids.labelId, titleId, !atMax && hintId)}
        aria-describedby={joinIds(
          hasHelp && ids.helpId,
          hasError && ids.errorId,
          rejections.length > 0 && rejectionsId,
        )}
        aria-invalid={hasError || rejections.length > 0 || undefined}
        // While first bytes are read the value is not settled yet (tests wait on it too).
        aria-busy={checking || undefined}
        onClick={() => inputRef.current?.click()}
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <UploadIcon size={24} />
        <DropTitle id={titleId}>{title}</DropTitle>{' '}
        {!atMax && <DropHint id={hintId}>or drag and drop here</DropHint>}
      </DropZone>
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple={multiple}
        accept={toAcceptAttribute(accept)}
        disabled={pickerDisabled}
        onChange={handleInputChange}
      />
      {hasHelp && <FieldHelp id={ids.helpId}>{helpText}</FieldHelp>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div id={rejectionsId} aria-live="polite">
        {groupRejections(rejections).map(([message, names], index) => (
          <FieldError key={message} id={`${rejectionsId}-${index}`}>
            {message}
            <FileNames> ({names.join(', ')})</FileNames>
          </FieldError>
        ))}
      </div>
      {value.length > 0 && (
        <List ref={listRef} aria-label="Chosen files">
          {value.map((file, index) => (
            <FileUploadItem
              key={keyOf(file)}
              file={file}
              disabled={disabled}
              onRemove={() => removeAt(index)}
            />
          ))}
        </List>
      )}
    </Root>
  );
}
