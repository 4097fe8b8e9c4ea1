import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The screens' domains import no other domain, and their shared kits no domain (the zones of
 * eslint.config.js). Each import is linted as a file at that place of packages/screens would be.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const SCREENS = `${root}packages/screens/src`;

async function zoneErrors(file: string, from: string) {
  const code = `import * as probe from '${from}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${SCREENS}/${file}` });
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === 'import-x/no-restricted-paths',
  );
}

describe('the screens domains lint rule', { timeout: 30_000 }, () => {
  it.each([
    ['a domain importing another domain', 'money/probe.ts', '../access/messages'],
    ['a domain deep inside importing another', 'settings/A/B/probe.ts', '../../../money/filters'],
    ['a shared kit importing a domain', 'forms/probe.ts', '../kyc/messages'],
    ['the list kit importing a domain', 'list/views/probe.ts', '../../transactions/status'],
  ])('flags %s', async (_name, file, from) => {
    expect(await zoneErrors(file, from)).toHaveLength(1);
  });

  it.each([
    ['a domain importing a shared kit', 'money/probe.ts', '../validation/messages'],
    ['a domain importing its own files', 'money/probe.ts', './filters'],
    ['kyc importing onboarding, one domain in two folders', 'kyc/probe.ts', '../onboarding/steps'],
    ['the shell composing the domains', 'shell/probe.ts', '../chargebacks/filters'],
  ])('allows %s', async (_name, file, from) => {
    expect(await zoneErrors(file, from)).toEqual([]);
  });
});
