import { describe, expect, it } from 'vitest';
import * as ui from './index';

// A change to the public API must be deliberate: update this list (and add a changeset) on purpose.
describe('@merchant/ui public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "Button",
        "GlobalStyle",
        "Link",
        "LinkProvider",
        "Spinner",
        "ThemeProvider",
        "breakpoints",
        "darkColors",
        "flattenTokens",
        "fontFamily",
        "fontSize",
        "fontWeight",
        "layout",
        "lightColors",
        "lineHeight",
        "media",
        "motion",
        "palette",
        "radius",
        "scales",
        "space",
        "tones",
        "useLinkComponent",
        "vars",
        "zIndex",
      ]
    `);
  });
});
