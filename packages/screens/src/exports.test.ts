import { describe, expect, it } from 'vitest';
import * as screens from './index';

// A change to the public API must be deliberate: update this list (and add a changeset) on purpose.
describe('@merchant/screens public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(screens).sort()).toMatchSnapshot();
  });
});
