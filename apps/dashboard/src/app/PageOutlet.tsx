import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@merchant/ui';
import { PagePainted } from './pagePainted';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export interface PageOutletProps {
  /**
   * Which part of the path a crash belongs to: navigating to another key clears it. The root
   * outlet keys the whole dashboard as one, so moving between pages keeps the shell mounted.
   */
  scope: 'page' | 'root';
}

/**
 * Where a lazy page renders: a spinner while its chunk loads, the error state if it crashes.
 * Either way, once the page (or its error state) has painted, the shell hears of it.
 */
export function PageOutlet({ scope }: PageOutletProps) {
  const { pathname } = useLocation();
  const key = scope === 'root' && pathname.startsWith('/dashboard') ? '/dashboard' : pathname;
  return (
    <RouteErrorBoundary key={key}>
      <Suspense fallback={<Spinner size={24} label="Loading page" />}>
        <Outlet />
        <PagePainted />
      </Suspense>
    </RouteErrorBoundary>
  );
}
