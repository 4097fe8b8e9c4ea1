import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { AlertIcon, RefreshIcon } from '../../icons';
import { Button } from '../Button';
import { StateTitle, StateRoot } from '../EmptyState/EmptyState.styles';
import { ErrorStateIcon, ErrorStateMessage } from './ErrorState.styles';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What went wrong, usually the server message or 'Something went wrong!'. */
  message: ReactNode;
  /** Optional bold line above the message. */
  title?: ReactNode;
  /** Called by the retry button; without it no button is shown. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Shows the retry button as busy while the request runs again. */
  retrying?: boolean;
}

/** A failed load with a way to try again. Announced at once (role="alert"). */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  { message, title, onRetry, retryLabel = 'Try again', retrying = false, ...rest },
  ref,
) {
  return (
    <StateRoot ref={ref} role="alert" {...rest}>
      <ErrorStateIcon aria-hidden="true">
        <AlertIcon size={24} />
      </ErrorStateIcon>
      {title !== undefined && <StateTitle>{title}</StateTitle>}
      <ErrorStateMessage>{message}</ErrorStateMessage>
      {onRetry && (
        <Button
          variant="secondary"
          startIcon={<RefreshIcon size={16} />}
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      )}
    </StateRoot>
  );
});
