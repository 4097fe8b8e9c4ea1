import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PROCESSORS = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
const TO_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const UNAVAILABLE =
  "const unavailable = () => { throw new Error('JSON Schema output is not part of this build'); };\n";

/** Every `export const|function NAME` of a module's source, in order. */
const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1] ?? '');

/**
 * zod's classic schemas carry a `toJSONSchema()` method on every schema, so every page that
 * parses a response also downloads zod's JSON Schema generator (about 4.7 KiB gzip, issue 17),
 * which the dashboard never calls: it only parses. In the production build the generator's two
 * modules are replaced by stubs that throw when called; `aggregateChecks`, which the schemas'
 * `minLength`-style getters read, is kept as zod wrote it. Tests and Storybook use zod unchanged.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (PROCESSORS.test(file)) {
        const source = readFileSync(file, 'utf8');
        const end = source.indexOf('const formatMap');
        const kept = source
          .slice(0, end)
          .replace(/^import .*(regexes|schemas|to-json-schema)\.js";\n/gm, '');
        const stubbed = exportedNames(source.slice(end))
          .map((name) => `export const ${name} = unavailable;`)
          .join('\n');
        if (!kept.includes('export function aggregateChecks'))
          throw new Error('zod-without-json-schema: aggregateChecks moved; update the plugin');
        return `${kept}\n${UNAVAILABLE}${stubbed}\n`;
      }
      if (TO_JSON_SCHEMA.test(file)) {
        const names = exportedNames(readFileSync(file, 'utf8'));
        const stubbed = names
          .map((name) =>
            name.startsWith('create')
              ? `export const ${name} = () => unavailable;`
              : `export const ${name} = unavailable;`,
          )
          .join('\n');
        return `${UNAVAILABLE}${stubbed}\nexport { processSchema as process };\n`;
      }
      return null;
    },
  };
}
