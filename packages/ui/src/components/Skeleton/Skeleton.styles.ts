import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

export type SkeletonShape = 'line' | 'text' | 'block' | 'circle';

/**
 * A pulse of opacity, not a moving shimmer: the compositor runs an opacity animation, while a
 * moving background repaints every bone on the main thread each frame for as long as a page
 * loads, paint a phone cannot spare (ADR 011).
 */
const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/** How a bone looks, still: for bars that pulse with their placeholder (the table's). */
export const boneLook = css`
  border-radius: ${vars.radius.sm};
  background: linear-gradient(
    90deg,
    ${vars.color.bg.subtle} 25%,
    ${vars.color.bg.muted} 50%,
    ${vars.color.bg.subtle} 75%
  );
  background-size: 200% 100%;
  @media (prefers-reduced-motion: reduce) {
    background: ${vars.color.bg.subtle};
  }
`;

/**
 * The pulse, for a bone or for a placeholder of many: each animated element is one more
 * animation to run and one more `animationstart` event to dispatch, so a placeholder pulses as
 * a whole rather than bar by bar (the app also stops those events at the window).
 */
export const pulsing = css`
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** How a bone looks and pulses, for an element (`SkeletonBlock`). */
const bone = css`
  ${boneLook}
  ${pulsing}
`;

/**
 * One bone. Its CSS is static (size inline, shape as a data attribute), so styled-components
 * computes it once for every bone on the page rather than once per size.
 */
export const SkeletonBlock = styled.span`
  display: block;
  flex-shrink: 0;
  ${bone}
  &[data-shape='block'] {
    border-radius: ${vars.radius.md};
  }
  &[data-shape='circle'] {
    aspect-ratio: 1;
    border-radius: ${vars.radius.full};
  }
`;

export const Lines = styled.span`
  ${stack(2)}
  width: 100%;
`;
