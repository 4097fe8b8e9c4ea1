/**
 * The semantic colour contract: what a colour is for, not what it looks like.
 * Grammar: <group>.<role>[.<state>] (macaw-ui ADR 00003). Every theme fills the same tree.
 */
export interface ToneColors {
  /** Filled background of a badge or banner. */
  bg: string;
  /** Text and icon colour on `bg`, at least 4.5:1. */
  fg: string;
  /** Border and strong accents. */
  border: string;
  /** Solid colour for dots, bars and chart strokes. */
  solid: string;
}

export interface SemanticColors {
  bg: {
    canvas: string;
    surface: string;
    subtle: string;
    muted: string;
    inverse: string;
    overlay: string;
  };
  text: { primary: string; secondary: string; disabled: string; inverse: string; link: string };
  border: { default: string; strong: string; focus: string };
  action: {
    primary: { bg: string; bgHover: string; fg: string };
    secondary: { bg: string; bgHover: string; fg: string; border: string };
    danger: { bg: string; bgHover: string; fg: string };
    ghost: { bgHover: string; fg: string };
  };
  /** Status tones used by Badge, Toast, banners and charts: the spec's five status colours plus neutral. */
  tone: {
    green: ToneColors;
    red: ToneColors;
    orange: ToneColors;
    blue: ToneColors;
    indigo: ToneColors;
    neutral: ToneColors;
  };
  chart: { inflow: string; outflow: string; grid: string };
}

export type Tone = keyof SemanticColors['tone'];
export const tones: readonly Tone[] = ['green', 'red', 'orange', 'blue', 'indigo', 'neutral'];
