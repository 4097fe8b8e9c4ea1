import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderContractCalls, withContractCalls } from './contract';
import { buildOpenApiDocument, renderOpenApiDocument } from './generate';
import { operations } from './operations';
import { summaries } from './summaries';
import { PAGE_FIRST_READS, SHELL_READS } from '../../../../apps/dashboard/src/app/earlyReads';

const EARLY_READS_FILE = 'apps/dashboard/src/app/earlyReads.ts';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const documentPath = join(packageRoot, 'openapi.json');
const contractPath = join(packageRoot, 'CONTRACT.md');
const UPDATE_COMMAND = 'run `pnpm --filter @merchant/api openapi` to update';

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

/** Source files of the workspace's packages and app, tests and generated files aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|spec)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

describe('the registry', () => {
  it('has one summary per operation, and none for an operation it lacks', () => {
    const ids = operations.map((operation) => operation.id).sort();
    expect(Object.keys(summaries).sort()).toEqual(ids);
  });

  it.each([...new Set([...SHELL_READS, ...Object.values(PAGE_FIRST_READS).flat()])])(
    "holds the entry's early read %s as a GET without parameters",
    (path) => {
      expect(
        operations.some((operation) => operation.method === 'GET' && operation.path === path),
      ).toBe(true);
    },
  );

  it('has unique ids', () => {
    const ids = operations.map((operation) => operation.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('is the only source that writes an API path', () => {
    const workspace = join(packageRoot, '../..');
    const roots = [
      'packages/api/src',
      'packages/screens/src',
      'packages/ui/src',
      'apps/dashboard/src',
    ];
    // The fault switch matches every call by the API's common prefix; its doc shows a rule.
    // The entry's early reads are paths, checked against the table above: the entry that sends
    // them is the sign-in page's first bundle, which must not carry the operations' schemas.
    const allowed = new Set([
      'packages/api/src/mocks/faults.ts',
      'packages/api/src/mocks/faultRules.ts',
      EARLY_READS_FILE,
    ]);
    const copies = roots
      .flatMap((root) => sourceFiles(join(workspace, root)))
      .map((file) => relative(workspace, file))
      .filter((file) => !file.endsWith('/operations.ts') && !allowed.has(file))
      .filter((file) => readFileSync(join(workspace, file), 'utf8').includes('/subsidiary/'));
    expect(copies).toEqual([]);
  });
});

describe('CONTRACT.md', () => {
  it('holds the call list generated from the registry', () => {
    const committed = readFileSync(contractPath, 'utf8');
    const generated = withContractCalls(committed);
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(contractPath, generated);
    expect(
      committed === generated,
      `CONTRACT.md's call list is stale (${firstDifference(committed, generated)}): ${UPDATE_COMMAND}`,
    ).toBe(true);
  });

  it('names every call of the registry by method and path', () => {
    const list = renderContractCalls();
    const absent = operations.filter((op) => !list.includes(`${op.method} ${op.path}`));
    expect(absent.map((op) => op.id)).toEqual([]);
  });
});
