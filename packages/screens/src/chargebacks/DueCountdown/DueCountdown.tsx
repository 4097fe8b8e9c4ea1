import { Badge } from '@merchant/ui';
import { dueCountdown } from '../dueCountdown';

export interface DueCountdownProps {
  /** The chargeback's due date as the API sends it. */
  dueDate: string | undefined;
  /** The chargeback's status; closed ones (Won, Lost, Accepted) show nothing. */
  status: string | undefined;
  /** The current time, given by the app so stories and tests are fixed in time. */
  now: Date;
}

/** '2 days left' in neutral, red under 48 hours, 'Overdue' in red; nothing once closed. */
export function DueCountdown({ dueDate, status, now }: DueCountdownProps) {
  const countdown = dueCountdown(dueDate, status, now);
  if (!countdown) return null;
  const tone = countdown.urgent ? 'red' : 'neutral';
  return (
    <Badge tone={tone} data-tone={tone} size="sm">
      {countdown.label}
    </Badge>
  );
}
