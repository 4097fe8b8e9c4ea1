import { useEffect } from 'react';
import type { PageRoute } from './pageRoute';

/**
 * Starts loading the chunk of the page at the current address (`page`) at once. Rendered
 * inside the shell, the page would only ask for its chunk after the shell's chunk and the
 * profile (/me) had arrived: one more round trip before it can paint, on a phone's connection.
 */
export function usePreloadPage(page: PageRoute | undefined) {
  useEffect(() => {
    // A chunk that fails to load fails again when the page renders, which shows the error state.
    page?.Page.preload().catch(() => undefined);
  }, [page]);
}
