/**
 * Runs `callback` in a task after the next frame has painted (a timeout set inside
 * `requestAnimationFrame` runs after that frame's paint); returns what cancels it. For work the
 * first paint must not wait for: a page's secondary reads, a part's file.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
