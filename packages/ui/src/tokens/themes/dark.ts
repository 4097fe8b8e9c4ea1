import { palette as p } from '../primitives';
import type { SemanticColors } from '../semantic';

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
    green: { bg: p.green[900], fg: p.green[100], border: p.green[600], solid: p.green[300] },
    red: { bg: p.red[900], fg: p.red[100], border: p.red[600], solid: p.red[300] },
    orange: { bg: p.orange[900], fg: p.orange[100], border: p.orange[600], solid: p.orange[300] },
    blue: { bg: p.blue[900], fg: p.blue[100], border: p.blue[600], solid: p.blue[300] },
    indigo: { bg: p.indigo[900], fg: p.indigo[100], border: p.indigo[600], solid: p.indigo[300] },
    neutral: { bg: p.gray[800], fg: p.gray[100], border: p.gray[600], solid: p.gray[400] },
  },
  chart: { inflow: p.green[300], outflow: p.red[300], grid: p.gray[700] },
};
