// The floor's measure: the page's main-thread blocking time counted from the CPU time of its tasks
// (the trace's `tdur`), not their wall time. On a loaded host a task waits for a core, and
// Lighthouse counts that wait as page work; the CPU time a task spent is the same on a quiet host
// and a busy one, so the floor's verdict follows the code, not the neighbours (ADR 027).

/** A task blocks the page for what it runs past 50 ms, as in Total Blocking Time. */
const BLOCKING_AFTER_MS = 50;

/**
 * The renderer main thread that did most of the work in `traceEvents`: the page's (other
 * renderers, such as an about:blank before the navigation, do next to nothing).
 */
function busiestRendererMain(traceEvents, tasks) {
  const mains = traceEvents
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`);
  let busiest = null;
  let most = -1;
  for (const thread of mains) {
    const cpu = tasks
      .filter((task) => `${task.pid}:${task.tid}` === thread)
      .reduce((sum, task) => sum + task.tdur, 0);
    if (cpu > most) [busiest, most] = [thread, cpu];
  }
  return busiest;
}

/**
 * Total blocking time of a page load at `slowdown`, from CPU time: for each top-level task of
 * the page's main thread, its CPU time times the slowdown, less 50 ms, summed. The whole trace
 * counts (from the navigation to the end of the load), so work before the first paint (the
 * first render itself) counts too.
 */
export function cpuBlockingMs(traceEvents, slowdown) {
  const tasks = traceEvents.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && typeof event.tdur === 'number',
  );
  const main = busiestRendererMain(traceEvents, tasks);
  return tasks
    .filter((task) => `${task.pid}:${task.tid}` === main)
    .reduce((sum, task) => sum + Math.max(0, (task.tdur / 1000) * slowdown - BLOCKING_AFTER_MS), 0);
}
