import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_READS } from './shellReads';

const apiSource = fileURLToPath(new URL('../../../../../packages/api/src', import.meta.url));
const clientCode = readdirSync(apiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !/(^|\/)mocks\/|\.test\.ts$/.test(file))
  .map((file) => readFileSync(join(apiSource, file), 'utf8'))
  .join('\n');

describe('the shell reads started before the shell loads', () => {
  it.each(SHELL_READS)('%s is still a path the API client reads', (path) => {
    expect(clientCode).toContain(`'${path}'`);
  });
});
