import type { ReactNode } from 'react';
import { ClipboardIcon, PanelButton } from '@merchant/ui';

export interface PendingWorkButtonProps {
  /** How many things wait (`pendingWorkCount`); undefined until every count is read. */
  count?: number;
  /** How many chargebacks are due within 48 hours (`urgentChargebacks`). */
  urgent?: number;
  /** The panel, rendered only while open. */
  children: ReactNode;
}

const TITLE = 'What needs you';

/**
 * The top bar's 'What needs you': how many things wait, red while a chargeback is due soon, and
 * said in its name too. It takes the figures rather than the work, so the shell's first render
 * carries none of the lists' filters: the app reads and counts after the page has painted.
 */
export function PendingWorkButton({ count, urgent = 0, children }: PendingWorkButtonProps) {
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
