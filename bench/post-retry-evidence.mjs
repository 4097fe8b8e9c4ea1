/* global console, performance, process -- Node's globals (eslint.config.js gives them to scripts/ only) */
/**
 * Evidence for ADR 010: does Chromium send a POST twice when the server carries it out and then
 * closes the connection without answering? A local server counts the POSTs that arrive; the
 * page sends exactly one `fetch` per case. Run: `node bench/post-retry-evidence.mjs`.
 *
 * Cases:
 * - reused: the POST goes out on a keep-alive connection that already carried a GET;
 * - fresh: the GET's answer says `Connection: close`, so the POST opens a new connection.
 */
import http from 'node:http';
import { chromium } from 'playwright';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

const PAGE = `<!doctype html><title>post retry</title><script>
async function once(warmPath) {
  await (await fetch(warmPath)).text();
  try { await fetch('/pay', { method: 'POST', body: '{"amount":5000}', headers: { 'content-type': 'text/plain' } }); return 'answered'; }
  catch (error) { return 'no answer: ' + error.message; }
}
</script>`;

let arrivals = [];
const server = http.createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/pay') {
    request.resume();
    request.on('end', () => {
      // The payout is carried out here; then the connection is lost before any answer.
      arrivals.push({ at: performance.now(), socket: request.socket.remotePort });
      request.socket.destroy();
    });
    return;
  }
  const close = request.url === '/warm-close';
  response.writeHead(200, {
    'content-type': request.url === '/' ? 'text/html' : 'text/plain',
    ...(close ? { connection: 'close' } : {}),
  });
  response.end(request.url === '/' ? PAGE : 'ok');
});
server.keepAliveTimeout = 30_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args });
const rows = [];
for (const [name, warm] of [
  ['reused', '/warm'],
  ['fresh', '/warm-close'],
]) {
  for (let run = 0; run < 5; run += 1) {
    const page = await browser.newPage();
    await page.goto(origin);
    arrivals = [];
    const outcome = await page.evaluate((path) => globalThis.once(path), warm);
    await page.waitForTimeout(300);
    const gaps = arrivals.slice(1).map((a, i) => (a.at - arrivals[i].at).toFixed(1) + ' ms');
    rows.push({ case: name, run, postsArrived: arrivals.length, gaps: gaps.join(', '), outcome });
    await page.close();
  }
}
await browser.close();
server.close();
console.table(rows);
console.log(`Chromium ${browser.version()}`);
