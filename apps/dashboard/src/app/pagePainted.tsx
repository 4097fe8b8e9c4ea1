import { createContext, useContext, useEffect } from 'react';

/**
 * Who wants to know that the page under the shell has painted: the shell, which holds its
 * secondary reads back until then (earlyReads.ts). Outside the shell nobody listens.
 */
export const PagePaintedContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered beside the page, inside the page's Suspense boundary, so it commits only with the
 * page itself, never with the loading spinner. It reports a frame after that commit, and a task
 * after the frame (a timeout set inside `requestAnimationFrame` runs after the frame's paint).
 */
export function PagePainted() {
  const report = useContext(PagePaintedContext);
  useEffect(() => {
    if (!report) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(report, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [report]);
  return null;
}
