#!/usr/bin/env node
/* global console, process -- Node's globals (eslint.config.js gives them to scripts/ only) */
// What a page's Largest Contentful Paint waited for in Lighthouse's simulation: every request and
// main-thread task of the simulated load, in order, with its simulated start, end and duration.
// Lighthouse scores the LCP it simulates from the trace (Slow 4G, six connections per origin over
// HTTP/1.1, bandwidth shared by the requests in flight), not the one it observed, so this is the
// list to read when a page's LCP is slow (docs/adr/011).
//   LIGHTHOUSE_SAVE=/tmp/lhr LIGHTHOUSE_PAGES=list LIGHTHOUSE_RUNS=1 pnpm bench:lighthouse
//   pnpm bench:lighthouse-path /tmp/lhr/<page>-<time>.artifacts.json [--min-task 20]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'min-task': { type: 'string', default: '20' } },
});
if (positionals.length !== 1) {
  console.error('usage: pnpm bench:lighthouse-path <run>.artifacts.json [--min-task ms]');
  process.exit(2);
}
const { Trace, DevtoolsLog, URL, settings } = JSON.parse(readFileSync(positionals[0], 'utf8'));
const data = {
  trace: Trace,
  devtoolsLog: DevtoolsLog,
  URL,
  settings,
  gatherContext: { gatherMode: 'navigation' },
  simulator: null,
  SourceMaps: [],
};
const lcp = await LanternLargestContentfulPaint.request(data, {
  computedCache: new Map(),
  settings,
});
/** Tasks shorter than this (simulated ms) are left out: a load has hundreds. */
const minTask = Number(values['min-task']);

console.log(
  `simulated LCP ${Math.round(lcp.timing)} ms (CPU slowdown ${settings.throttling.cpuSlowdownMultiplier.toFixed(1)}x)`,
);
console.log('   start     end  duration');
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
  ([, a], [, b]) => a.startTime - b.startTime,
);
for (const [node, timing] of rows) {
  if (node.type === 'cpu' && timing.duration < minTask) continue;
  const what =
    node.type === 'network'
      ? `${node.request.resourceType ?? 'Other'} ${node.request.url} (${node.request.transferSize} B)`
      : 'main-thread task';
  const ms = (value) => String(Math.round(value)).padStart(8);
  console.log(`${ms(timing.startTime)}${ms(timing.endTime)}${ms(timing.duration)}  ${what}`);
}
