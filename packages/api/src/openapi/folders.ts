import type { Operation } from '../core/operation';

// Read from the tree, not written down: a table that moves to another domain folder moves the
// paths that openapi.json and CONTRACT.md print with it.
const tables = import.meta.glob<Record<string, unknown>>(
  ['../**/operations.ts', '!./operations.ts'],
  { eager: true },
);

const folders = new Map<string, string>();
for (const [file, module] of Object.entries(tables))
  for (const table of Object.values(module))
    for (const operation of Object.values(table as Record<string, Partial<Operation>>))
      if (typeof operation?.domain === 'string')
        folders.set(operation.domain, file.replace(/^\.\.\//, '').replace(/\/operations\.ts$/, ''));

/** The folder under packages/api/src that holds a domain's operation table, e.g. `money/payouts`. */
export function folderOf(domain: string): string {
  const folder = folders.get(domain);
  if (!folder) throw new Error(`No operations.ts declares the domain '${domain}'`);
  return folder;
}
