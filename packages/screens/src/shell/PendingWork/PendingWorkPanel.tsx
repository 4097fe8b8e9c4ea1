import { ErrorState, Link, Skeleton, money } from '@merchant/ui';
import { DueCountdown } from '../../chargebacks/DueCountdown';
import type { RemoteData } from '../../types';
import {
  PENDING_WORK_LISTS,
  byNearestDeadline,
  unfinishedSteps,
  type PendingWork,
} from './pendingWork';
import {
  Count,
  Deadline,
  DeadlineList,
  EmptyText,
  Entry,
  EntryHead,
  EntryList,
  Padded,
} from './PendingWorkPanel.styles';

export interface PendingWorkPanelProps {
  /** The work waiting for the business. */
  work: RemoteData<PendingWork>;
  /** The current time, for the chargebacks' deadlines. */
  now: Date;
}

/** How many of the nearest chargeback deadlines the panel shows; the list has the rest. */
const DEADLINES_SHOWN = 3;

/**
 * 'What needs you': each kind of work waiting with its count and a link to its list filtered to
 * it; the chargebacks awaiting a response with their nearest deadlines; the onboarding steps not
 * yet complete. Kinds with nothing waiting are left out.
 */
export function PendingWorkPanel({ work, now }: PendingWorkPanelProps) {
  if (work.status === 'loading')
    return (
      <Padded aria-busy="true">
        <Skeleton lines={3} />
      </Padded>
    );
  if (work.status === 'error')
    return (
      <Padded>
        <ErrorState message={work.message} onRetry={work.onRetry} />
      </Padded>
    );

  const { chargebacks, payoutsToVerify, payoutsToApprove, onboarding } = work.data;
  const steps = unfinishedSteps(onboarding);
  const nearest = byNearestDeadline(chargebacks).slice(0, DEADLINES_SHOWN);
  if (chargebacks.length + payoutsToVerify + payoutsToApprove + steps.length === 0)
    return <EmptyText>You currently do not have any pending work</EmptyText>;

  return (
    <EntryList>
      {chargebacks.length > 0 && (
        <Entry>
          <EntryHead>
            <Link href={PENDING_WORK_LISTS.chargebacks.href}>Chargebacks awaiting response</Link>
            <Count>{chargebacks.length}</Count>
          </EntryHead>
          <DeadlineList aria-label="Nearest deadlines">
            {nearest.map((row) => (
              <Deadline key={row.id}>
                <span>
                  {money(row.amount, row.currency)}
                  {row.orderReference && ` · ${row.orderReference}`}
                </span>
                <DueCountdown dueDate={row.dueDate} status={row.status} now={now} />
              </Deadline>
            ))}
          </DeadlineList>
        </Entry>
      )}
      {payoutsToVerify > 0 && (
        <Entry>
          <EntryHead>
            <Link href={PENDING_WORK_LISTS.payoutsToVerify.href}>
              Payouts awaiting verification
            </Link>
            <Count>{payoutsToVerify}</Count>
          </EntryHead>
        </Entry>
      )}
      {payoutsToApprove > 0 && (
        <Entry>
          <EntryHead>
            <Link href={PENDING_WORK_LISTS.payoutsToApprove.href}>Payouts awaiting approval</Link>
            <Count>{payoutsToApprove}</Count>
          </EntryHead>
        </Entry>
      )}
      {onboarding &&
        steps.map((step) => (
          <Entry key={step.section}>
            <EntryHead>
              <Link href={step.href}>{step.title}</Link>
              <Count>{onboarding.progress[step.section]}% done</Count>
            </EntryHead>
          </Entry>
        ))}
    </EntryList>
  );
}
