import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A decision record says whether it still holds: a reader must not follow a
 * superseded ADR, so each carries a Status line right under its title.
 */
const folder = fileURLToPath(new URL('../docs/adr/', import.meta.url));
const records = readdirSync(folder).filter((name) => name.endsWith('.md'));

describe('architecture decision records', () => {
  it('exist', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)('%s has a Status line under its title', (name) => {
    const lines = readFileSync(folder + name, 'utf8').split('\n');
    const status = lines.slice(1, 5).find((line) => line.trim() !== '');
    expect(status).toMatch(/^Status: (Proposed|Accepted|Superseded by \d{3}|Deprecated)\b/);
  });
});
