import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/adr/002: the spreadsheet library only writes, and ESLint keeps its readers out of the
 * packages. Each way of reaching a reader is linted as a file of packages/ui would be.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const FILE = `${root}packages/ui/src/export/spreadsheetProbe.ts`;
const MESSAGE = 'xlsx-js-style is for writing only (docs/adr/002): no read functions.';

async function readerErrors(code: string) {
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return (result?.messages ?? []).filter((message) => message.message === MESSAGE);
}

const reads = {
  'a named import': `import { read } from 'xlsx-js-style';\nexport const book = read(new Uint8Array());\n`,
  'a renamed import': `import { readFile as load } from 'xlsx-js-style';\nexport const book = load('a.xlsx');\n`,
  'XLSX.read': `import * as XLSX from 'xlsx-js-style';\nexport const book = XLSX.read(new Uint8Array());\n`,
  'XLSX.readFile': `import XLSX from 'xlsx-js-style';\nexport const book = XLSX.readFile('a.xlsx');\n`,
  'a destructured dynamic import': `export async function load(bytes: Uint8Array) {\n  const { read } = await import('xlsx-js-style');\n  return read(bytes);\n}\n`,
  'a dynamic import held under another name': `export async function load(x: Uint8Array) {\n  const mod = await import('xlsx-js-style');\n  return mod.read(x);\n}\n`,
  'a namespace held under another name': `import * as sheets from 'xlsx-js-style';\nconst lib = sheets;\nexport const book = lib.readFile('a.xlsx');\n`,
  'a computed member': `export async function load(x: Uint8Array) {\n  const mod = await import('xlsx-js-style');\n  return mod['read'](x);\n}\n`,
  'a re-export': `export { read } from 'xlsx-js-style';\n`,
};

const writes = {
  'XLSX.writeFile': `import * as XLSX from 'xlsx-js-style';\nexport const save = (book: XLSX.WorkBook) => XLSX.writeFile(book, 'a.xlsx');\n`,
  'a named write': `import { write } from 'xlsx-js-style';\nexport const bytes = write(null, { type: 'array' });\n`,
  'a dynamic import that writes': `export async function save(book: unknown) {\n  const mod = await import('xlsx-js-style');\n  return mod.write(book, { type: 'array' });\n}\n`,
  'a stream read in a file with only a type import': `import type { WorkBook } from 'xlsx-js-style';\nexport const read = (stream: { read(): WorkBook }) => stream.read();\n`,
};

describe('the lint rule against the spreadsheet readers', { timeout: 30_000 }, () => {
  it.each(Object.entries(reads))('flags %s', async (_name, code) => {
    expect(await readerErrors(code)).not.toHaveLength(0);
  });

  it.each(Object.entries(writes))('lets %s through', async (_name, code) => {
    expect(await readerErrors(code)).toEqual([]);
  });

  it('lets @e965/xlsx be loaded by the statement reader only (docs/adr/016)', async () => {
    const load = `export async function load(bytes: ArrayBuffer) {\n  const { read } = await import('@e965/xlsx');\n  return read(bytes);\n}\n`;
    const lint = async (filePath: string) =>
      ((await eslint.lintText(load, { filePath }))[0]?.messages ?? []).map((m) => m.message);
    expect(await lint(FILE)).toContainEqual(expect.stringContaining('@e965/xlsx reads statements'));
    const [reader] = await eslint.lintFiles([
      `${root}apps/dashboard/src/routes/money/reconciliation/statement/readTable.ts`,
    ]);
    expect(reader?.messages).toEqual([]);
  });

  it('lets the export code through', async () => {
    const [result] = await eslint.lintFiles([`${root}packages/ui/src/export/buildWorkbook.ts`]);
    expect(result?.messages).toEqual([]);
  });
});
