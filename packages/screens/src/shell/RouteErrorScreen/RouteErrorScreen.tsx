import { ErrorState } from '@merchant/ui';

export interface RouteErrorScreenProps {
  /** What went wrong; the spec's fallback 'Something went wrong!' when the error has no message. */
  message?: string;
  /** Renders the route again. */
  onRetry: () => void;
}

/**
 * What a route shows, inside the shell, when its screen throws: the sidebar and top bar stay
 * usable and the page can be tried again.
 */
export function RouteErrorScreen({ message, onRetry }: RouteErrorScreenProps) {
  return (
    <ErrorState
      title="This page could not be shown"
      message={message?.trim() ? message : 'Something went wrong!'}
      onRetry={onRetry}
      retryLabel="Try again"
    />
  );
}
