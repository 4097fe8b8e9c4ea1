import { palette as p } from '../primitives';
import type { SemanticColors } from '../semantic';
import { hueTones } from './hueTones';

export const light: SemanticColors = {
  bg: {
    canvas: p.gray[50],
    surface: p.white,
    subtle: p.gray[100],
    muted: p.gray[200],
    inverse: p.gray[900],
    overlay: 'rgba(12, 15, 23, 0.55)',
  },
  text: {
    primary: p.gray[900],
    secondary: p.gray[600],
    disabled: p.gray[400],
    inverse: p.white,
    link: p.brand[600],
  },
  border: { default: p.gray[200], strong: p.gray[400], focus: p.brand[500] },
  action: {
    primary: { bg: p.brand[600], bgHover: p.brand[700], fg: p.white },
    secondary: { bg: p.white, bgHover: p.gray[100], fg: p.gray[900], border: p.gray[300] },
    danger: { bg: p.red[600], bgHover: p.red[700], fg: p.white },
    ghost: { bgHover: p.gray[100], fg: p.gray[800] },
  },
  tone: {
    ...hueTones({ bg: 50, fg: 700, border: 300, solid: 600 }),
    neutral: { bg: p.gray[100], fg: p.gray[700], border: p.gray[300], solid: p.gray[500] },
  },
  chart: { inflow: p.green[600], outflow: p.red[600], grid: p.gray[200] },
};
