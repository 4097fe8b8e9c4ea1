import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

export type SkeletonShape = 'line' | 'block' | 'circle';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const radii: Record<SkeletonShape, string> = {
  line: vars.radius.sm,
  block: vars.radius.md,
  circle: vars.radius.full,
};

export const SkeletonBlock = styled.span<{
  $shape: SkeletonShape;
  $width: string;
  $height: string;
}>`
  display: block;
  flex-shrink: 0;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $shape }) => radii[$shape]};
  background: linear-gradient(
    90deg,
    ${vars.color.bg.subtle} 25%,
    ${vars.color.bg.muted} 50%,
    ${vars.color.bg.subtle} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${({ $shape }) =>
    $shape === 'circle' &&
    css`
      aspect-ratio: 1;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${vars.color.bg.subtle};
  }
`;

export const Lines = styled.span`
  ${stack(2)}
  width: 100%;
`;
