import { describe, expect, it } from 'vitest';
import { cpuBlockingMs } from './cpuBlocking.mjs';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
/** A top-level task: `wallMs` on the clock, `cpuMs` of it on a core. */
const task = (pid: number, tid: number, wallMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('cpuBlockingMs', () => {
  it('counts what each task runs past 50 ms at the slowdown, from its CPU time', () => {
    const trace = [thread(1, 1, 'CrRendererMain'), task(1, 1, 10, 10), task(1, 1, 40, 30)];
    // 10 ms x 4 = 40 blocks nothing; 30 ms x 4 = 120 blocks 70.
    expect(cpuBlockingMs(trace, 4)).toBe(70);
  });

  it('gives a busy host the verdict of a quiet one: waiting for a core is not work', () => {
    const quiet = [thread(1, 1, 'CrRendererMain'), task(1, 1, 30, 30)];
    const waited = [thread(1, 1, 'CrRendererMain'), task(1, 1, 900, 30)];
    expect(cpuBlockingMs(waited, 4)).toBe(cpuBlockingMs(quiet, 4));
  });

  it("fails a page whose first render spins 300 ms, whatever the host's load", () => {
    const trace = [thread(1, 1, 'CrRendererMain'), task(1, 1, 2000, 300)];
    expect(cpuBlockingMs(trace, 4)).toBeGreaterThan(1000);
  });

  it("reads the page's renderer, the busiest main thread, and no other thread", () => {
    const trace = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 7, 'CrRendererMain'),
      thread(2, 8, 'ThreadPoolForegroundWorker'),
      task(1, 1, 5, 5),
      task(2, 7, 100, 100),
      task(2, 8, 500, 500),
    ];
    expect(cpuBlockingMs(trace, 4)).toBe(350);
  });
});
