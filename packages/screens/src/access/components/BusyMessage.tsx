import { Spinner } from '@merchant/ui';
import { BusyRow } from './AuthForm.styles';

export interface BusyMessageProps {
  /** What is happening, e.g. 'Verifying your email…'. */
  children: string;
}

/** A spinner with its text, announced politely as a status. */
export function BusyMessage({ children }: BusyMessageProps) {
  return (
    <BusyRow role="status">
      <Spinner size={20} />
      <span>{children}</span>
    </BusyRow>
  );
}
