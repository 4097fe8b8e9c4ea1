import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./lighthouse-chromium.sh', import.meta.url));
const asRoot = userInfo().uid === 0;

/** Runs `sh -c command` the way the bench runs Chromium: through the script, as CHROMIUM_PATH. */
function throughScript(command: string, ...args: string[]) {
  return spawnSync(script, ['-c', command, 'browser', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: '/bin/sh' },
  });
}

/** Whether `renice` may give the program's own process a higher priority (nice -8). */
const raisesPriority = (run: ReturnType<typeof spawnSync>) => run.status === 0;

describe('lighthouse-chromium.sh', () => {
  it('starts CHROMIUM_PATH with the arguments it was given', () => {
    const run = throughScript('echo "$0 $*"', '--no-sandbox', '--headless');
    expect(run.stdout.trim()).toBe('browser --no-sandbox --headless');
  });

  it.runIf(asRoot)('takes from the browser the privilege to raise priorities that root has', () => {
    const direct = spawnSync('/bin/sh', ['-c', 'renice -n -8 -p $$'], { encoding: 'utf8' });
    expect(raisesPriority(direct)).toBe(true);
    expect(raisesPriority(throughScript('renice -n -8 -p $$ 2>&1'))).toBe(false);
  });
});
