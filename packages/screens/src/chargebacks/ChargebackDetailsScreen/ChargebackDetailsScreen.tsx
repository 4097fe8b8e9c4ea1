import { useId } from 'react';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  LoadingRegion,
  Skeleton,
} from '@merchant/ui';
import type { RemoteData } from '../../types';
import { DueCountdown } from '../DueCountdown';
import type { ChargebackDetails } from '../types';
import { Breadcrumb } from './components/Breadcrumb';
import {
  chargebackItems,
  customerItems,
  merchantItems,
  transactionItems,
} from './components/detailItems';
import { FeedbackThreads } from './components/FeedbackThreads';
import {
  DetailsHeader,
  DetailsRoot,
  DetailsTitle,
  Sections,
  ThreadsHeading,
} from './ChargebackDetailsScreen.styles';

export interface ChargebackDetailsScreenProps {
  /** The chargeback id from the route, named in the not-found message. */
  chargebackId: string;
  /** The chargeback; `null` when none has this id. */
  details: RemoteData<ChargebackDetails | null>;
  /** Opens 'Treat Chargeback' (always offered on this page, part 2 section 2). */
  onTreat: () => void;
  /** The current time for the due-date countdown, given by the app. */
  now: Date;
  /** Where the breadcrumb returns: the list as it was left; the overview by default. */
  backHref?: string;
}

function Details({
  details,
  onTreat,
  now,
}: Pick<ChargebackDetailsScreenProps, 'onTreat' | 'now'> & { details: ChargebackDetails }) {
  const threadsId = useId();
  return (
    <>
      <DetailsHeader>
        <DetailsTitle>Chargeback {details.id}</DetailsTitle>
        <DueCountdown dueDate={details.dueDate} status={details.status} now={now} />
        <Button onClick={onTreat}>Treat Chargeback</Button>
      </DetailsHeader>
      <Sections>
        <Card>
          <DescriptionList title="Chargeback" headingLevel={3} items={chargebackItems(details)} />
        </Card>
        <Card>
          <DescriptionList title="Customer" headingLevel={3} items={customerItems(details)} />
        </Card>
        <Card>
          <DescriptionList title="Merchant" headingLevel={3} items={merchantItems(details)} />
        </Card>
        <Card>
          <DescriptionList title="Transaction" headingLevel={3} items={transactionItems(details)} />
        </Card>
      </Sections>
      <Card>
        <section aria-labelledby={threadsId}>
          <ThreadsHeading id={threadsId}>Feedback Threads</ThreadsHeading>
          <FeedbackThreads entries={details.feedback} />
        </section>
      </Card>
    </>
  );
}

/**
 * One chargeback (part 2, "Chargebacks"): the breadcrumb back to the list, every field with
 * 'Not provided' / 'Not Available' where the spec says, the time left to answer, the 'Feedback
 * Threads' newest first, and 'Treat Chargeback'.
 */
export function ChargebackDetailsScreen({
  chargebackId,
  details,
  onTreat,
  now,
  backHref,
}: ChargebackDetailsScreenProps) {
  let content;
  if (details.status === 'loading') {
    content = (
      <LoadingRegion label="Loading chargeback">
        <Skeleton shape="block" height={320} />
      </LoadingRegion>
    );
  } else if (details.status === 'error') {
    content = <ErrorState message={details.message} onRetry={details.onRetry} />;
  } else if (details.data === null) {
    content = (
      <EmptyState
        title="Chargeback not found"
        message={`No chargeback has the id ${chargebackId}.`}
      />
    );
  } else {
    content = <Details details={details.data} onTreat={onTreat} now={now} />;
  }
  return (
    <DetailsRoot>
      <Breadcrumb href={backHref} />
      {content}
    </DetailsRoot>
  );
}
