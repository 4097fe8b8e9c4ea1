#!/usr/bin/env node
// `pnpm preview`: serves a build folder as a static host would, with the headers the build wrote
// for hosts in `_headers` (apps/dashboard/src/security/policy.ts), so what the journeys see is
// what a merchant gets. Unknown paths without a file extension get index.html (client routing).
//   node scripts/serve-static.mjs --dir apps/dashboard/dist [--host 127.0.0.1] [--port 4173]
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4173' },
  },
});
const root = resolve(values.dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * `_headers` as Netlify and Cloudflare read it: a path pattern (`*` at the end matches the rest),
 * then its headers indented. Every rule whose pattern matches applies.
 */
function readRules() {
  const rules = [];
  for (const line of readFileSync(join(root, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const rules = readRules();
const matches = (pattern, path) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    // Missing, or a path through a file.
    return false;
  }
}

/** The file a path names inside the build, or undefined (also for any path leaving it). */
function fileFor(path) {
  try {
    const file = normalize(join(root, decodeURIComponent(path)));
    return file.startsWith(root + sep) && isFile(file) ? file : undefined;
  } catch {
    // A malformed escape.
    return undefined;
  }
}

/** The compressed forms the build writes beside each text file (vite.config.ts), best first. */
const TWINS = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
];

/**
 * How a file goes out: its compressed twin from the build when the browser accepts that coding,
 * as a host serving precompressed files does; else text gzipped on the fly, as every host
 * compresses it; else as it is. Lighthouse's simulated network counts the bytes sent, so an
 * uncompressed preview would misstate a page.
 */
function encodingFor(file, type, acceptEncoding) {
  if (!/^(text|application\/(manifest\+)?json|image\/svg)/.test(type)) return undefined;
  const accepts = (coding) => new RegExp(`\\b${coding}\\b`).test(acceptEncoding);
  for (const { coding, extension } of TWINS) {
    if (accepts(coding) && isFile(file + extension)) return { coding, twin: file + extension };
  }
  return accepts('gzip') ? { coding: 'gzip' } : undefined;
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://host').pathname;
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, path))) {
    for (const [name, value] of rule.headers) {
      // HSTS means something only over TLS (RFC 6797 §7.2): a plain-HTTP answer leaves it out.
      if (name.toLowerCase() === 'strict-transport-security' && !request.socket.encrypted) continue;
      response.setHeader(name, value);
    }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const file = fileFor(path) ?? (extname(path) ? undefined : join(root, 'index.html'));
  if (!file) {
    response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const encoding = encodingFor(file, type, request.headers['accept-encoding'] ?? '');
  response.writeHead(200, {
    'Content-Type': type,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding.coding } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else if (encoding?.twin) createReadStream(encoding.twin).pipe(response);
  else if (encoding) createReadStream(file).pipe(createGzip()).pipe(response);
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
