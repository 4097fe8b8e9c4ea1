import { useCallback } from 'react';
import { FileIcon, TrashIcon } from '../../icons/icons';
import { IconButton } from '../IconButton';
import { formatBytes } from './formatBytes';
import { Item, ItemName, ItemSize, ItemText, Thumb } from './FileUpload.styles';

interface FileUploadItemProps {
  /** The listed file. */
  file: File;
  /** Removes it from the value. */
  onRemove: () => void;
  /** Disables the remove button. */
  disabled: boolean;
}

function ImagePreview({ file }: { file: File }) {
  // The object URL lives exactly as long as the <img>: created when it mounts, revoked when
  // it unmounts (removal, unmount of the upload) or the file changes, so no blob leaks.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt="" />;
}

/** One chosen file: preview (images) or file icon, name, size and a remove button. */
export function FileUploadItem({ file, onRemove, disabled }: FileUploadItemProps) {
  return (
    <Item>
      <Thumb>{file.type.startsWith('image/') ? <ImagePreview file={file} /> : <FileIcon />}</Thumb>
      <ItemText>
        <ItemName title={file.name}>{file.name}</ItemName>
        <ItemSize>{formatBytes(file.size)}</ItemSize>
      </ItemText>
      <IconButton
        label={`Remove ${file.name}`}
        icon={<TrashIcon />}
        size="sm"
        disabled={disabled}
        onClick={onRemove}
      />
    </Item>
  );
}
