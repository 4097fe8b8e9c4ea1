import { Button, FileUpload } from '@merchant/ui';

/** The largest statement read: a year of a busy account's lines. */
const TEN_MB = 10 * 1024 * 1024;

export interface StatementUploadProps {
  /** Called with the chosen file once it passed the upload's checks. */
  onChooseFile: (file: File) => void;
  /** Downloads a statement to try the page with; only the demo has one. */
  onDownloadSample?: () => void;
}

/** The statement's picker: one .csv or .xlsx, as the bank exports it. */
export function StatementUpload({ onChooseFile, onDownloadSample }: StatementUploadProps) {
  return (
    <>
      <FileUpload
        label="Bank statement"
        value={[]}
        onChange={([file]) => file && onChooseFile(file)}
        accept={['csv', 'text/csv', 'xlsx']}
        maxSize={TEN_MB}
        typeMessage="The statement must be a .csv or .xlsx file"
        sizeMessage="The statement should be 10mb or less"
        helpText="One .csv or .xlsx file, as your bank exports it. We find the header row and the columns."
      />
      {onDownloadSample && (
        <div>
          <Button variant="link" onClick={onDownloadSample}>
            Download a sample statement
          </Button>
        </div>
      )}
    </>
  );
}
