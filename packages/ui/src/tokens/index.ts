export {
  palette,
  space,
  fontSize,
  fontWeight,
  fontFamily,
  lineHeight,
  radius,
  shadow,
  zIndex,
  motion,
  breakpoints,
  layout,
} from './primitives';
export type { SemanticColors, ToneColors, Tone } from './semantic';
export { tones } from './semantic';
export { light as lightColors } from './themes/light';
export { dark as darkColors } from './themes/dark';
export { vars, media, flattenTokens, scales } from './vars';
