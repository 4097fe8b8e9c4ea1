import type { ReactNode } from 'react';
import { ClipboardIcon, PanelButton } from '@merchant/ui';
import type { RemoteData } from '../../types';
import { pendingWorkCount, urgentChargebacks, type PendingWork } from './pendingWork';

export interface PendingWorkButtonProps {
  /** The work waiting; loading until every count is read. */
  work: RemoteData<PendingWork>;
  /** The current time, for the chargebacks due within 48 hours. */
  now: Date;
  /** The panel, rendered only while open (the app loads it when needed). */
  children: ReactNode;
}

const TITLE = 'What needs you';

/** The top bar's 'What needs you': how many things wait, red while a chargeback is due soon. */
export function PendingWorkButton({ work, now, children }: PendingWorkButtonProps) {
  const count = work.status === 'ready' ? pendingWorkCount(work.data) : undefined;
  const urgent = work.status === 'ready' ? urgentChargebacks(work.data, now) : 0;
  let label = TITLE;
  if (count !== undefined) label += `, ${count} waiting`;
  if (urgent > 0) label += `, ${urgent} due within 48 hours`;
  return (
    <PanelButton
      label={label}
      icon={<ClipboardIcon size={20} />}
      count={count}
      tone={urgent > 0 ? 'red' : 'neutral'}
      title={TITLE}
    >
      {children}
    </PanelButton>
  );
}
