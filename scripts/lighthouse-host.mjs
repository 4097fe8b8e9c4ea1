// How much slower this host runs a page's start-up work than Lighthouse's benchmark predicts
// (docs/adr/011, update of 2026-11-27).
//
// Lighthouse's BenchmarkIndex times string and array work that stays in a warm, small heap. A
// page's start-up also compiles fresh code and grows a new renderer's heap, and on some hosts
// that costs far more than the index says: on a microVM where each fresh page of memory is a
// fault (kernel page-table isolation, a 3 µs fstat), the same build did 2.2x the main-thread
// work of earlier hosts at the same index, and the unit tests took 2.2x as long. Throttling such
// a host by its index alone emulates a phone twice as slow as the one intended: the host counted
// twice, once as its own slowness and once in the multiplier.

/**
 * A page's start-up in miniature, run in a fresh renderer: compile ~400 new functions, build and
 * keep a heap of records (as a list page parses and maps its rows), lay out a styled table.
 * Returns the milliseconds it took. Runs in the page, so it may use only the page's globals.
 */
/* global document -- startUpWorkload runs in the page, not in Node */
function startUpWorkload() {
  const started = performance.now();
  let source = '';
  for (let index = 0; index < 400; index += 1)
    source +=
      `function f${index}(o){const r={id:o.id+${index},name:'n'+o.id,items:[]};` +
      `for(let j=0;j<${(index % 7) + 3};j+=1)r.items.push({j,v:o.id*j+${index}});return r;}\n`;
  source += `return [${Array.from({ length: 400 }, (_, index) => `f${index}`).join(',')}];`;
  const build = new Function(source)();
  const records = [];
  for (let index = 0; index < 30000; index += 1) records.push(build[index % 400]({ id: index }));
  const parsed = JSON.parse(JSON.stringify(records.slice(0, 5000)));
  const style = document.createElement('style');
  style.textContent = Array.from(
    { length: 300 },
    (_, index) => `.c${index}{padding:${index % 9}px;margin-left:${index % 5}px}`,
  ).join('\n');
  document.head.append(style);
  const table = document.createElement('table');
  for (let row = 0; row < 800; row += 1) {
    const line = table.insertRow();
    for (let column = 0; column < 6; column += 1) {
      const cell = line.insertCell();
      cell.className = `c${(row * 6 + column) % 300}`;
      cell.textContent = `${parsed[row % parsed.length].name} ${column}`;
    }
  }
  document.body.append(table);
  void table.offsetHeight;
  table.style.fontSize = '13px';
  void table.offsetHeight;
  return performance.now() - started;
}

/**
 * The index's median times the workload's. The product grows with the cost of fresh memory and
 * code: on the microVM above it was 2,630k-3,010k (five sets of five), and 1,300k turns that into
 * an overhead of 2.0-2.3, the excess its page work showed. In a warm renderer the same host read
 * 540k-590k: a host where fresh memory costs what it usually does reads well under 1,300k and
 * keeps Lighthouse's own calibration.
 */
const EXPECTED_PRODUCT = 1_300_000;
const SAMPLES = 5;

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The host's speed: the medians of five BenchmarkIndex readings (by `readIndex`, in the bench's
 * own page) and of five runs of the workload (each in a new browser context: a fresh renderer and
 * heap, as a measured page gets), and the overhead of their product, at least 1. Where it exceeds
 * 1 the slowdown (the index over the target's, over the overhead) comes to 1,300k over the
 * target's index times the workload's median: the index cancels out. It had to: ten readings in
 * a row on the microVM gave indexes of 1,733-3,372 but workloads of 833-1,003 ms, and while each
 * run was throttled by an index read just before it, its slowdown ranged from 2.6x to 4.4x with
 * the page work it throttled moving by a tenth (one `--all`: lists scored 90-95 at 2.8x and
 * 80-87 at 4.1x in the same minutes, ADR 011).
 */
export async function hostSpeed(browser, readIndex) {
  const indexes = [];
  const workloads = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    indexes.push(await readIndex());
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      workloads.push(await page.evaluate(startUpWorkload));
    } finally {
      await context.close();
    }
  }
  const index = median(indexes);
  return { index, overhead: Math.max(1, (index * median(workloads)) / EXPECTED_PRODUCT) };
}
