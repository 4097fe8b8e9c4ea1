// The bench's share of the host's cores, and the page's (docs/adr/011, twenty-ninth update).
//
// On a 2-core host the page's main thread shared its cores with everything the measurement
// runs: Node (Lighthouse reading the protocol, the sandbox API, the build's server) and
// Chromium's browser process, whose main, IO and DevTools threads are busy relaying the protocol
// while the page loads. A task of the page then waited for a core for as long as it ran, and
// Lantern multiplies that wait by the CPU slowdown as if it were the page's work. A phone runs
// the page with no such company. So the bench and the browser keep to the first core, and each
// renderer may run on all of them.
import { execFileSync } from 'node:child_process';

/** The CPUs `pid` may run on, as `taskset` lists them ("0-1,3" -> [0, 1, 3]); none without it. */
export function cpusOf(pid) {
  let list;
  try {
    list = execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return list
    .slice(list.lastIndexOf(':') + 1)
    .trim()
    .split(',')
    .flatMap((range) => {
      const [first, last = first] = range.split('-').map(Number);
      return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
    });
}

/**
 * Moves this process (every thread, and so whatever it starts from now on: the servers, the
 * browser) to the first of its CPUs, and returns the Chromium switch that starts each renderer
 * on all of them. With one CPU, without `taskset` or where the move is refused, nothing moves
 * and there is no switch (the bench's heading says which).
 */
export function keepCoresForThePage() {
  const cpus = cpusOf(process.pid);
  if (cpus.length < 2) return [];
  try {
    execFileSync('taskset', ['-a', '-c', '-p', String(cpus[0]), String(process.pid)], {
      stdio: 'ignore',
    });
  } catch {
    return [];
  }
  return [`--renderer-cmd-prefix=taskset -c ${cpus.join(',')}`];
}
