/* global Buffer, URL, Request -- Node's globals (eslint.config.js gives them to scripts/ only) */
// The merchant API for `pnpm bench:lighthouse`: the sandbox's own MSW handlers behind a real
// HTTPS server, which Chromium reaches at the API's own address (`--host-resolver-rules`).
//
// Why a server and not request interception: Lighthouse simulates the network (Lantern) from the
// connections Chromium reports. An intercepted response reports none, so every read (and every
// CORS preflight) was simulated as a new TCP and TLS connection of its own, which no browser
// opens. Through a server, Chromium connects, negotiates TLS and reuses its connections as it
// would with the real API, and the simulation reads that (docs/adr/011).
//
// key.pem and cert.pem are a self-signed pair for merchant-api.example.invalid, made for this
// bench only (Chromium runs with --ignore-certificate-errors); they protect nothing.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { getResponse } from 'msw';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
};
/** Headers a fetch `Request` may not be built with; the server's connection owns them. */
const CONNECTION_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding']);

const readBody = async (incoming) => {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
};

/** Answers `apiRoot`'s requests with `handlers`; resolves once it listens on a free port. */
export async function startSandboxApi({ handlers, apiRoot }) {
  const here = new URL('.', import.meta.url);
  const server = createServer(
    {
      key: readFileSync(new URL('key.pem', here)),
      cert: readFileSync(new URL('cert.pem', here)),
    },
    async (incoming, outgoing) => {
      if (incoming.method === 'OPTIONS') return outgoing.writeHead(204, CORS).end();
      const headers = Object.entries(incoming.headers)
        .filter(([name]) => !CONNECTION_HEADERS.has(name))
        .map(([name, value]) => [name, [value].flat().join(', ')]);
      const body = await readBody(incoming);
      const request = new Request(new URL(incoming.url, apiRoot), {
        method: incoming.method,
        headers,
        body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(handlers, request);
      if (!response) return outgoing.writeHead(404, CORS).end('{}');
      outgoing.writeHead(response.status, {
        ...CORS,
        'Content-Type': response.headers.get('Content-Type') ?? 'application/json',
      });
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** Where Chromium is to find `apiRoot`'s host. */
    address: `127.0.0.1:${server.address().port}`,
    /**
     * Closes the open connections: each run starts as a first visit does, with none to reuse
     * (the HTTP cache is emptied too).
     */
    dropConnections: () => server.closeAllConnections(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
