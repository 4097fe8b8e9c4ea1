import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

export type SkeletonShape = 'line' | 'text' | 'block' | 'circle';

/**
 * A pulse of opacity, not a moving shimmer: the compositor runs an opacity animation, while a
 * moving background repainted every bone on the main thread each frame, for as long as a page
 * loaded (a list's 150 bones: about 300 ms of a throttled phone's paint, issue 17).
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
 * animation to run and one more `animationstart` event to dispatch (React's root listener
 * handled them, about 7 ms of a phone list's skeleton when each of its 150 bars pulsed on its
 * own, before the app stopped them at the window; issue 17).
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
 * computes it once for every bone on the page rather than once per size (issue 17).
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
