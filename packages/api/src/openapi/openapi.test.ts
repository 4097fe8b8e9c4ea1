import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, renderOpenApiDocument } from './generate';
import { operations } from './operations';
import { findRequestCalls, pathMatches, type SourceCall } from './sourceCalls';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const sourceRoot = join(packageRoot, 'src');
const documentPath = join(packageRoot, 'openapi.json');
const contractPath = join(packageRoot, 'CONTRACT.md');
const UPDATE_COMMAND = 'run `pnpm --filter @merchant/api openapi` to update';

/** Client code: every .ts of a domain folder, not the core, the sandbox or this registry. */
function clientFiles(): string[] {
  const skipped = new Set(['core', 'mocks', 'openapi']);
  return readdirSync(sourceRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skipped.has(entry.name))
    .flatMap((folder) =>
      readdirSync(join(sourceRoot, folder.name))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => join(sourceRoot, folder.name, name)),
    );
}

const sourceCalls: (SourceCall & { file: string })[] = clientFiles().flatMap((file) =>
  findRequestCalls(readFileSync(file, 'utf8')).map((call) => ({
    ...call,
    file: relative(packageRoot, file),
  })),
);

const registered = (call: SourceCall) =>
  operations.some(
    (operation) => operation.method === call.method && pathMatches(operation.path, call.path),
  );

function firstDifference(left: string, right: string) {
  const a = left.split('\n');
  const b = right.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, generated ${JSON.stringify(b[at])}`;
}

describe('openapi.json', () => {
  it('is the document generated from the registry', () => {
    const generated = renderOpenApiDocument();
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(documentPath, generated);
    const committed = readFileSync(documentPath, 'utf8');
    expect(
      committed === generated,
      `openapi.json is stale (${firstDifference(committed, generated)}): ${UPDATE_COMMAND}`,
    ).toBe(true);
  });

  it('holds one operation per distinct method and path, with unique operation ids', () => {
    const document = buildOpenApiDocument();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const distinct = new Set(
      operations.map((operation) => `${operation.method} ${operation.path}`),
    );
    expect(documented).toHaveLength(distinct.size);
    const ids = documented.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(document.paths)).toEqual(Object.keys(document.paths).sort());
  });

  it('describes every response as an object, not an unrepresentable {}', () => {
    const document = buildOpenApiDocument();
    const loose = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => {
          const schema = operation.responses['200'].content['application/json'].schema;
          return schema.type !== 'object' && !schema.anyOf && !schema.$ref;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(loose).toEqual([]);
  });

  it('writes multipart files as binary parts and public calls without the bearer token', () => {
    const document = buildOpenApiDocument();
    const create = document.paths['/subsidiary/dashboard/product/create']?.post;
    const form = create?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties?.images).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    expect(document.paths['/subsidiary/dashboard/login']?.post?.security).toEqual([]);
    expect(document.paths['/subsidiary/dashboard/me']?.get?.security).toBeUndefined();
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('the registry', () => {
  it('has unique ids', () => {
    const ids = operations.map((operation) => operation.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('has an entry for every request the client makes', () => {
    // A scan that finds nothing would pass vacuously: the client makes over a hundred calls.
    expect(sourceCalls.length).toBeGreaterThan(100);
    const missing = sourceCalls
      .filter((call) => !registered(call))
      .map((call) => `${call.file}: ${call.method} ${call.path}`);
    expect(missing, 'add these calls to src/openapi/calls/<domain>.ts').toEqual([]);
  });

  it('has no entry the client does not make', () => {
    const stale = operations
      .filter(
        (operation) =>
          !sourceCalls.some(
            (call) => call.method === operation.method && pathMatches(operation.path, call.path),
          ),
      )
      .map((operation) => `${operation.id}: ${operation.method} ${operation.path}`);
    expect(stale).toEqual([]);
  });
});

describe('CONTRACT.md', () => {
  const contract = readFileSync(contractPath, 'utf8');

  it('names every call of the registry by method and path', () => {
    const absent = [...new Set(operations.map((op) => `${op.method} ${op.path}`))].filter(
      (call) => !contract.includes(call),
    );
    expect(absent).toEqual([]);
  });

  it('closes with the number of calls and of documented operations', () => {
    const distinct = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(contract).toContain(`**${operations.length} calls**`);
    expect(contract).toContain(`**${distinct.size} operations**`);
  });
});
