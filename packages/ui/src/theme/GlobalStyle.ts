import { createGlobalStyle } from 'styled-components';
import { flattenTokens, scales, vars } from '../tokens/vars';
import { light } from '../tokens/themes/light';
import { dark } from '../tokens/themes/dark';

const declarations = (pairs: Array<[string, string]>) =>
  pairs.map(([name, value]) => `${name}: ${value};`).join('\n');

const rootVars = declarations([...flattenTokens(scales), ...flattenTokens({ color: light })]);
const darkVars = declarations(flattenTokens({ color: dark }));

/** Writes every token under :root and the dark colours under [data-theme="dark"], plus a small reset. */
export const GlobalStyle = createGlobalStyle`
  :root { ${rootVars} color-scheme: light; }
  [data-theme='dark'] { ${darkVars} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${vars.fontFamily.sans};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.text.primary};
    background: ${vars.color.bg.canvas};
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: 2px solid ${vars.color.border.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
