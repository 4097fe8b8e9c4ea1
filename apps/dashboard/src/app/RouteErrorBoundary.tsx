import { Component, type ErrorInfo, type ReactNode } from 'react';
import { merchantMessage } from '@merchant/api';
import { RouteErrorScreen } from '@merchant/screens';
import { PagePainted } from './pagePainted';

interface Props {
  /** The page; the boundary is keyed by path, so navigating away clears a crash. */
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * A crash inside one route (a render error or a chunk that failed to load) shows an error
 * state with retry where the page would be, never a white page. Retry reloads, which also
 * fetches a chunk that changed with a deploy. The merchant reads the catalogue's words; the
 * error itself goes to the console.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <RouteErrorScreen
          message={merchantMessage(this.state.error)}
          onRetry={() => window.location.reload()}
        />
        <PagePainted />
      </>
    );
  }
}
