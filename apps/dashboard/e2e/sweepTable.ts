import type { AppRoute } from './routes';

/** What the sweep found for one route. */
export interface RouteOutcome {
  route: AppRoute;
  /**
   * 'swept'; or why it was not: 'not built' (no table registers it), 'makes no calls' and
   * 'redirects to …' (nothing to fail), anything else a failure of its clean visit.
   */
  status: string;
  /** The calls it makes beyond the shell's ('GET /path'). */
  calls: readonly { method: string; path: string }[];
  /** Per mode, the problems found: an empty list is a pass. */
  results: Record<string, string[]>;
}

const NOT_FAILURES = /^(swept|not built|makes no calls|redirects to )/;

const pad = (text: string, width: number) => text.padEnd(width);

/**
 * Prints the routes × modes table with pass counts per mode and per route, then each failure,
 * and returns the failures (route-specific ones name the route, so the lead can route them).
 */
export function printSweepTable(outcomes: RouteOutcome[], modes: string[], elapsedMs: number) {
  const failures: string[] = [];
  const idWidth = Math.max(5, ...outcomes.map((outcome) => outcome.route.id.length));
  const widths = modes.map((mode) => Math.max(mode.length, 5));
  const header = [pad('route', idWidth), 'calls', ...modes.map((m, i) => pad(m, widths[i] ?? 5))];
  const lines = [header.join(' | '), header.map((cell) => '-'.repeat(cell.length)).join('-|-')];
  const passes = modes.map(() => 0);
  let swept = 0;
  let cells = 0;
  let passed = 0;

  for (const outcome of outcomes) {
    const { route, status, calls, results } = outcome;
    if (status !== 'swept') {
      if (!NOT_FAILURES.test(status)) failures.push(`${route.id}: ${status}`);
      const note = NOT_FAILURES.test(status) ? status : `FAIL ${status}`;
      lines.push(`${pad(route.id, idWidth)} | ${pad(String(calls.length), 5)} | ${note}`);
      continue;
    }
    swept += 1;
    const row = modes.map((mode, index) => {
      const problems = results[mode] ?? ['not run'];
      cells += 1;
      if (problems.length) {
        failures.push(`${route.id} × ${mode}: ${problems.join('; ')}`);
        return pad('FAIL', widths[index] ?? 5);
      }
      passes[index] = (passes[index] ?? 0) + 1;
      passed += 1;
      return pad('ok', widths[index] ?? 5);
    });
    lines.push([pad(route.id, idWidth), pad(String(calls.length), 5), ...row].join(' | '));
  }

  lines.push(
    [
      pad('passed', idWidth),
      pad('', 5),
      ...modes.map((_, index) => pad(`${passes[index] ?? 0}/${swept}`, widths[index] ?? 5)),
    ].join(' | '),
  );
  const notBuilt = outcomes.filter((outcome) => outcome.status === 'not built').length;
  lines.push(
    `${passed}/${cells} route × mode checks passed over ${swept} swept routes; ` +
      `${notBuilt} of ${outcomes.length} dashboard routes not built yet; ` +
      `${(elapsedMs / 1000).toFixed(0)} s`,
  );
  if (failures.length) lines.push('', 'Failures:', ...failures.map((failure) => `- ${failure}`));
  const failing = outcomes.filter(
    ({ route, calls }) =>
      calls.length && failures.some((failure) => failure.startsWith(`${route.id} `)),
  );
  if (failing.length) {
    lines.push('', 'Calls of the failing routes (beyond the shell):');
    for (const { route, calls } of failing) {
      lines.push(`- ${route.id}: ${calls.map((call) => `${call.method} ${call.path}`).join(', ')}`);
    }
  }
  console.log(`\nFault sweep: routes × modes\n${lines.join('\n')}\n`);
  return { failures, swept, passed, cells };
}
