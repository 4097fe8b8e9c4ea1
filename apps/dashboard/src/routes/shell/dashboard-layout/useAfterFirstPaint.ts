import { useEffect, useState } from 'react';

/**
 * True once `ready` has been painted: a frame after the render that made it true, and a task
 * after that frame (a timeout set inside `requestAnimationFrame` runs after the frame's paint).
 * The shell holds its secondary reads back with it (shellReads.ts).
 */
export function useAfterFirstPaint(ready: boolean) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
