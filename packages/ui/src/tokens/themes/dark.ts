import { palette as p } from '../primitives';
import type { SemanticColors } from '../semantic';
import { hueTones } from './hueTones';

export const dark: SemanticColors = {
  bg: {
    canvas: p.gray[950],
    surface: p.gray[900],
    subtle: p.gray[800],
    muted: p.gray[700],
    inverse: p.gray[50],
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  text: {
    primary: p.gray[50],
    secondary: p.gray[300],
    disabled: p.gray[500],
    inverse: p.gray[900],
    link: p.brand[300],
  },
  border: { default: p.gray[700], strong: p.gray[500], focus: p.brand[300] },
  action: {
    primary: { bg: p.brand[300], bgHover: p.brand[100], fg: p.gray[950] },
    secondary: { bg: p.gray[900], bgHover: p.gray[800], fg: p.gray[50], border: p.gray[600] },
    danger: { bg: p.red[300], bgHover: p.red[100], fg: p.gray[950] },
    ghost: { bgHover: p.gray[800], fg: p.gray[100] },
  },
  tone: {
    ...hueTones({ bg: 900, fg: 100, border: 600, solid: 300 }),
    neutral: { bg: p.gray[800], fg: p.gray[100], border: p.gray[600], solid: p.gray[400] },
  },
  chart: { inflow: p.green[300], outflow: p.red[300], grid: p.gray[700] },
};
