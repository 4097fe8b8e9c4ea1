import { Badge, FileUpload } from '@merchant/ui';
import type { DocumentRules } from '../../documents';
import type { SavedDocument } from '../../types';
import { SavedLine } from './DocumentUpload.styles';

export interface DocumentUploadProps {
  /** Visible label of the picker. */
  label: string;
  /** The chosen file, if any (a single-file upload). */
  value: File[];
  /** Called with the new choice (a file replaces the previous one; removing empties it). */
  onChange: (files: File[]) => void;
  /** Types, size limit and their messages, checked before a file is accepted. */
  rules: DocumentRules;
  /** The document saved earlier, shown as saved while no new file is chosen. */
  saved?: SavedDocument;
  /** A form error, e.g. 'Proof of address is required'. */
  error?: string;
  /** Marks the upload required (a saved document makes it optional to replace). */
  required?: boolean;
  /** Marks the upload optional. */
  optional?: boolean;
  /** Disables the picker while the form is being sent. */
  disabled?: boolean;
}

/**
 * One onboarding document: the kit's FileUpload with the form's rules, plus the document saved
 * earlier. A refused file never enters the value, so it leaves the other uploads as they were;
 * a saved document counts as present until a new file replaces it.
 */
export function DocumentUpload({
  label,
  value,
  onChange,
  rules,
  saved,
  error,
  required = false,
  optional = false,
  disabled = false,
}: DocumentUploadProps) {
  return (
    <div>
      <FileUpload
        label={label}
        value={value}
        onChange={onChange}
        accept={rules.accept}
        maxSize={rules.maxSize}
        sizeMessage={rules.sizeMessage}
        typeMessage={rules.typeMessage}
        helpText={rules.helpText}
        error={error}
        required={required && !saved}
        optional={optional}
        disabled={disabled}
      />
      {saved && (
        <SavedLine>
          <Badge tone={value.length > 0 ? 'neutral' : 'green'}>
            {value.length > 0 ? 'Will be replaced' : 'Saved'}
          </Badge>
          <span>{saved.name}</span>
        </SavedLine>
      )}
    </div>
  );
}
