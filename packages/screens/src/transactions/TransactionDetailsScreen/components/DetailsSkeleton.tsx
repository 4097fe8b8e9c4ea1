import { Card, Skeleton, VisuallyHidden } from '@merchant/ui';
import { Sections } from '../TransactionDetailsScreen.styles';

const SECTION_LINES = [4, 4, 8] as const;

/** Three placeholder sections in the shape of the details, while the transaction loads. */
export function DetailsSkeleton() {
  return (
    <Sections aria-busy="true">
      <VisuallyHidden role="status">Loading transaction</VisuallyHidden>
      {SECTION_LINES.map((lines, index) => (
        <Card key={index}>
          <Skeleton width="30%" height={20} />
          <Skeleton lines={lines} />
        </Card>
      ))}
    </Sections>
  );
}
