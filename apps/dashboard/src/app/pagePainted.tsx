import { createContext, useContext, useEffect } from 'react';
import { afterPaint } from '@merchant/ui';

/**
 * Who wants to know that the page under the shell has painted: the shell, which holds its
 * secondary reads back until then (earlyReads.ts). Outside the shell nobody listens.
 */
export const PagePaintedContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered beside the page, inside the page's Suspense boundary, so it commits only with the
 * page itself, never with the loading spinner. It reports once that commit has painted.
 */
export function PagePainted() {
  const report = useContext(PagePaintedContext);
  useEffect(() => (report ? afterPaint(report) : undefined), [report]);
  return null;
}
