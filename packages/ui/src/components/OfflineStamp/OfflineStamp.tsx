import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { ClockIcon } from '../../icons';
import { StampRoot } from './OfflineStamp.styles';

export interface OfflineStampProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** When the answer on screen was received; shown in the merchant's local time, HH:mm. */
  receivedAt: Date | number;
}

/**
 * Says that the page shows the last answer it had, read-only, because the merchant is offline:
 * 'Offline — as of 10:42'. A polite status, so a screen reader hears it when it appears.
 */
export function OfflineStamp({ receivedAt, ...rest }: OfflineStampProps) {
  return (
    <StampRoot role="status" {...rest}>
      <ClockIcon size={14} aria-hidden="true" />
      {`Offline — as of ${dayjs(receivedAt).format('HH:mm')}`}
    </StampRoot>
  );
}
