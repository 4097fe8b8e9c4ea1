import { palette as p } from '../primitives';
import type { ToneColors } from '../semantic';

/** The steps every hue's ramp has. */
type Step = 50 | 100 | 300 | 600 | 700 | 900;

/**
 * A theme's five coloured status tones: each takes the same steps of its hue's ramp, so they
 * read alike in weight; neutral comes from the grays, which each theme picks on its own.
 */
export function hueTones(steps: Record<keyof ToneColors, Step>) {
  const tone = (ramp: Record<Step, string>): ToneColors => ({
    bg: ramp[steps.bg],
    fg: ramp[steps.fg],
    border: ramp[steps.border],
    solid: ramp[steps.solid],
  });
  return {
    green: tone(p.green),
    red: tone(p.red),
    orange: tone(p.orange),
    blue: tone(p.blue),
    indigo: tone(p.indigo),
  };
}
