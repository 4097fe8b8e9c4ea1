import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

export type SkeletonShape = 'line' | 'block' | 'circle';

/**
 * A pulse of opacity, not a moving shimmer: the compositor runs an opacity animation, while a
 * moving background repainted every bone on the main thread each frame, for as long as a page
 * loaded (a list's 150 bones: about 300 ms of a throttled phone's paint, issue 17).
 */
const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/**
 * One bone. Its CSS is static (size inline, shape as a data attribute), so styled-components
 * computes it once for every bone on the page: a list's placeholder has about 150 of them, and a
 * per-bone class cost most of the placeholder's render time on a phone (issue 17).
 */
export const SkeletonBlock = styled.span`
  display: block;
  flex-shrink: 0;
  border-radius: ${vars.radius.sm};
  background: linear-gradient(
    90deg,
    ${vars.color.bg.subtle} 25%,
    ${vars.color.bg.muted} 50%,
    ${vars.color.bg.subtle} 75%
  );
  background-size: 200% 100%;
  animation: ${pulse} 1.4s ease-in-out infinite;
  &[data-shape='block'] {
    border-radius: ${vars.radius.md};
  }
  &[data-shape='circle'] {
    aspect-ratio: 1;
    border-radius: ${vars.radius.full};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${vars.color.bg.subtle};
  }
`;

export const Lines = styled.span`
  ${stack(2)}
  width: 100%;
`;
