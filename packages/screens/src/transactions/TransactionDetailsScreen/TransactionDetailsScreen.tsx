import {
  ArrowLeftIcon,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  OfflineGated,
} from '@merchant/ui';
import { PATHS } from '../../routes/paths';
import type { RemoteData } from '../../types';
import { isRefundableStatus } from '../status';
import type { TransactionRow } from '../types';
import { DetailsSkeleton } from './components/DetailsSkeleton';
import { customerItems, orderItems, paymentItems } from './components/detailItems';
import { BackLink, DetailsRoot, DetailsTitle } from '../../layout/detailsPage';
import { DetailsHeader, Sections } from './TransactionDetailsScreen.styles';

export interface TransactionDetailsScreenProps {
  /** The payment reference from the route; named in the not-found message. */
  paymentReference: string;
  /** The transaction; `null` when no transaction has this payment reference. */
  transaction: RemoteData<TransactionRow | null>;
  /** Called with the transaction by 'Refund', shown only for a Successful one. */
  onRefund: (transaction: TransactionRow) => void;
  /** Where the back link goes: the list as the user left it, filters included. */
  backHref?: string;
}

function TransactionDetails({
  transaction,
  onRefund,
}: {
  transaction: TransactionRow;
  onRefund: (transaction: TransactionRow) => void;
}) {
  return (
    <>
      <DetailsHeader>
        <DetailsTitle>Transaction {transaction.paymentReference}</DetailsTitle>
        {isRefundableStatus(transaction.orderStatus) && (
          <OfflineGated action="refund">
            {(gate) => (
              <Button
                onClick={() => onRefund(transaction)}
                disabled={gate.disabled}
                aria-describedby={gate.reason && gate.reasonId}
              >
                Refund
              </Button>
            )}
          </OfflineGated>
        )}
      </DetailsHeader>
      <Sections>
        <Card>
          <DescriptionList title="Order details" headingLevel={3} items={orderItems(transaction)} />
        </Card>
        <Card>
          <DescriptionList
            title="Customer details"
            headingLevel={3}
            items={customerItems(transaction)}
          />
        </Card>
        <Card>
          <DescriptionList
            title="Payment details"
            headingLevel={3}
            columns={3}
            items={paymentItems(transaction)}
          />
        </Card>
      </Sections>
    </>
  );
}

/**
 * One transaction in three sections (order, customer, payment), with a back link to the list
 * and a Refund action for Successful transactions. Empty values read 'N/A'.
 */
export function TransactionDetailsScreen({
  paymentReference,
  transaction,
  onRefund,
  backHref = PATHS.transactions,
}: TransactionDetailsScreenProps) {
  let content;
  if (transaction.status === 'loading') {
    content = <DetailsSkeleton />;
  } else if (transaction.status === 'error') {
    content = <ErrorState message={transaction.message} onRetry={transaction.onRetry} />;
  } else if (transaction.data === null) {
    content = (
      <EmptyState
        title="Transaction not found"
        message={`No transaction has the payment reference ${paymentReference}.`}
      />
    );
  } else {
    content = <TransactionDetails transaction={transaction.data} onRefund={onRefund} />;
  }
  return (
    <DetailsRoot>
      <BackLink>
        <ArrowLeftIcon size={16} />
        <Link href={backHref}>Back to transactions</Link>
      </BackLink>
      {content}
    </DetailsRoot>
  );
}
