import { useState } from 'react';
import { Avatar, Button, FileUpload } from '@merchant/ui';
import type { SubmitState } from '../../../types';
import { LogoRow } from '../BusinessSettingsScreen.styles';

/** "Logo upload accepts png, jpg, jpeg"; at most 1 MB, as the onboarding logo. */
const LOGO_RULES = { accept: ['png', 'jpg', 'jpeg'], maxSize: 1024 * 1024 } as const;
export const logoMessages = {
  type: 'Logo must be a png, jpg or jpeg image',
  size: 'Document should be 1mb or less',
} as const;

export interface LogoControlProps {
  /** The business name: the logo's alt text and initials. */
  name: string;
  /** The current logo, if any. */
  logoUrl?: string;
  /** Called with a checked png/jpg/jpeg file. */
  onUpdate: (file: File) => void;
  /** Called by 'Remove logo'. */
  onRemove: () => void;
  /** Progress of the logo request. */
  submitState: SubmitState;
}

/** The logo, 'Update logo' (a checked file) and 'Remove logo'. */
export function LogoControl({ name, logoUrl, onUpdate, onRemove, submitState }: LogoControlProps) {
  const [files, setFiles] = useState<File[]>([]);
  const pending = submitState === 'pending';
  return (
    <LogoRow>
      <Avatar name={name} src={logoUrl} size="lg" />
      <FileUpload
        label="Update logo"
        value={files}
        accept={LOGO_RULES.accept}
        maxSize={LOGO_RULES.maxSize}
        typeMessage={logoMessages.type}
        sizeMessage={logoMessages.size}
        helpText="PNG, JPG or JPEG, up to 1 MB."
        disabled={pending}
        onChange={(next) => {
          setFiles([]);
          const [file] = next;
          if (file) onUpdate(file);
        }}
      />
      {logoUrl && (
        <Button variant="secondary" onClick={onRemove} loading={pending}>
          Remove logo
        </Button>
      )}
    </LogoRow>
  );
}
