import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.action.primary.bg};
    color: ${vars.color.action.primary.fg};
    &:hover:not(:disabled) {
      background: ${vars.color.action.primary.bgHover};
    }
  `,
  secondary: css`
    background: ${vars.color.action.secondary.bg};
    color: ${vars.color.action.secondary.fg};
    border-color: ${vars.color.action.secondary.border};
    &:hover:not(:disabled) {
      background: ${vars.color.action.secondary.bgHover};
    }
  `,
  danger: css`
    background: ${vars.color.action.danger.bg};
    color: ${vars.color.action.danger.fg};
    &:hover:not(:disabled) {
      background: ${vars.color.action.danger.bgHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.action.ghost.fg};
    &:hover:not(:disabled) {
      background: ${vars.color.action.ghost.bgHover};
    }
  `,
  link: css`
    background: transparent;
    color: ${vars.color.text.link};
    padding-inline: 0;
    text-decoration: underline;
    text-underline-offset: 2px;
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    height: 32px;
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.sm};
  `,
  md: css`
    height: 40px;
    padding: 0 ${vars.space[4]};
    font-size: ${vars.fontSize.md};
  `,
  lg: css`
    height: 48px;
    padding: 0 ${vars.space[6]};
    font-size: ${vars.fontSize.lg};
  `,
};

export const ButtonRoot = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.fontWeight.semibold};
  cursor: pointer;
  white-space: nowrap;
  transition: background ${vars.motion.fast} ${vars.motion.easing};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
