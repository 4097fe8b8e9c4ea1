import type { ReactNode } from 'react';
import { VisuallyHidden } from '../Field';

export interface LoadingRegionProps {
  /** What is loading, read by assistive technology: 'Loading roles'. */
  label: string;
  /** The placeholder in the shape of what comes (Skeletons). */
  children: ReactNode;
  className?: string;
}

/**
 * A part of a page whose data is on its way: the placeholder shows, and the region says it is
 * busy and what it loads, since a Skeleton is hidden from assistive technology.
 */
export function LoadingRegion({ label, children, className }: LoadingRegionProps) {
  return (
    <div aria-busy="true" className={className}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </div>
  );
}
