import { ErrorState } from '@merchant/ui';

export interface RouteErrorScreenProps {
  /**
   * What went wrong in the catalogue's words (the server's message or a fallback), never an
   * error's own text; 'Something went wrong!' when there is none.
   */
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
