import type { HTMLAttributes } from 'react';
import type { Tone } from '../../tokens/semantic';
import { BadgeRoot, Dot, Text, type BadgeSize } from './Badge.styles';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Colour family from the tokens; it supports the text, it never replaces it. */
  tone?: Tone;
  /** The meaning, in words ("Successful", "Pending"): a badge is never colour alone. */
  children: string;
  /** Shows a small leading dot in the tone's solid colour. */
  dot?: boolean;
  /** Height and text size. */
  size?: BadgeSize;
}

/**
 * A short status label. Badge knows tones, not domains: each screen maps its statuses to
 * {label, tone} in its own table.
 */
export function Badge({
  tone = 'neutral',
  children,
  dot = false,
  size = 'md',
  ...rest
}: BadgeProps) {
  return (
    <BadgeRoot $tone={tone} $size={size} {...rest}>
      {dot && <Dot $tone={tone} aria-hidden="true" />}
      <Text>{children}</Text>
    </BadgeRoot>
  );
}
