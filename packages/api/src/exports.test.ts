import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

// A change to the public API must be deliberate: update these lists (and add a changeset) on purpose.
// The browser's sandbox entry needs a browser (msw/browser); its one export is named in the demo.
const NODE_ENTRIES = Object.entries(packageJson.exports).filter(
  ([entry]) => entry !== './mocks/browser',
);

describe('@merchant/api public API', () => {
  // The root entry loads every domain: on a busy machine that takes longer than a unit test's 5 s.
  it.each(NODE_ENTRIES)(
    '%s exports exactly the documented names',
    { timeout: 60_000 },
    async (_entry, file) => {
      const url = new URL(`../${file}`, import.meta.url).href;
      const module = (await import(/* @vite-ignore */ url)) as object;
      expect(Object.keys(module).sort()).toMatchSnapshot();
    },
  );
});
