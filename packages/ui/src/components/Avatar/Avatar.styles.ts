import styled from 'styled-components';
import type { Tone } from '../../tokens/semantic';
import { vars } from '../../tokens/vars';

export type AvatarSize = 'sm' | 'md' | 'lg';

const avatarPixels: Record<AvatarSize, number> = { sm: 28, md: 36, lg: 48 };

const fontSizes: Record<AvatarSize, string> = {
  sm: vars.fontSize.xs,
  md: vars.fontSize.sm,
  lg: vars.fontSize.lg,
};

/** A person or business is round on a tone of its name; an item (a product) is square and neutral. */
export type AvatarKind = 'person' | 'item';

export const AvatarRoot = styled.span<{ $size: AvatarSize; $tone: Tone; $kind: AvatarKind }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => avatarPixels[$size]}px;
  height: ${({ $size }) => avatarPixels[$size]}px;
  overflow: hidden;
  border-radius: ${({ $kind }) => ($kind === 'item' ? vars.radius.sm : vars.radius.full)};
  background: ${({ $tone }) => vars.color.tone[$tone].bg};
  color: ${({ $tone }) => vars.color.tone[$tone].fg};
  font-size: ${({ $size }) => fontSizes[$size]};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  user-select: none;
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
