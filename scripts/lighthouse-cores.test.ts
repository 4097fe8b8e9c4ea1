import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cores = fileURLToPath(new URL('./lighthouse-cores.mjs', import.meta.url));
const readCpus = `const { cpusOf } = await import(${JSON.stringify(cores)});`;

/**
 * In a Node process of its own, as the bench does it (the split moves the process that asks for
 * it): the CPUs that process had, the switch it got, the CPUs it keeps, and those of a program
 * started with the renderer prefix of that switch.
 */
function split() {
  const renderer = `${readCpus} console.log(JSON.stringify(cpusOf(process.pid)));`;
  const bench = `${readCpus}
    const { keepCoresForThePage } = await import(${JSON.stringify(cores)});
    const { execFileSync } = await import('node:child_process');
    const before = cpusOf(process.pid);
    const args = keepCoresForThePage();
    const prefix = args[0]?.slice(args[0].indexOf('=') + 1).split(' ') ?? [];
    const started = prefix.length === 0 ? null : JSON.parse(execFileSync(
      prefix[0],
      [...prefix.slice(1), process.execPath, '--input-type=module', '-e', ${JSON.stringify(renderer)}],
      { encoding: 'utf8' },
    ));
    console.log(JSON.stringify({ before, args, after: cpusOf(process.pid), started }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', bench], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as {
    before: number[];
    args: string[];
    after: number[];
    started: number[] | null;
  };
}

describe('lighthouse-cores.mjs', () => {
  it('keeps the bench on its first core and starts a renderer on all of them', () => {
    const { before, args, after, started } = split();
    expect(before).toHaveLength(availableParallelism());
    if (before.length < 2) {
      expect({ args, after, started }).toEqual({ args: [], after: before, started: null });
      return;
    }
    expect(after).toEqual([before[0]]);
    expect(args).toEqual([`--renderer-cmd-prefix=taskset -c ${before.join(',')}`]);
    expect(started).toEqual(before);
  });
});
