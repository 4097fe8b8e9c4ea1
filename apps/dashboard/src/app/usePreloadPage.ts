import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PATHS } from '@merchant/screens';
import type { PageRoute } from './pageRoute';

/**
 * Starts loading the chunk of the page at the current address at once. Rendered inside the
 * shell, the page would only ask for its chunk after the shell's chunk and the profile (/me)
 * had arrived: one more round trip before it can paint, on a phone's connection.
 */
export function usePreloadPage(pages: readonly PageRoute[]) {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pages.find(({ id }) => matchPath(PATHS[id], pathname));
    // A chunk that fails to load fails again when the page renders, which shows the error state.
    page?.Page.preload().catch(() => undefined);
  }, [pages, pathname]);
}
