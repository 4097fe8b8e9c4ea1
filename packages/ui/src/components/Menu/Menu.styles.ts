import styled from 'styled-components';
import { stack } from '../../layout';
import { vars } from '../../tokens/vars';

export const IconTrigger = styled.button<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  transition: background ${vars.motion.fast} ${vars.motion.easing};
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: ${vars.color.action.ghost.bgHover};
    color: ${vars.color.text.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const TriggerChevron = styled.span`
  display: inline-flex;
  transition: transform ${vars.motion.fast} ${vars.motion.easing};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

export const MenuItemButton = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: 36px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${({ $danger }) => ($danger ? vars.color.tone.red.fg : vars.color.text.primary)};
  font: inherit;
  font-size: ${vars.fontSize.md};
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ $danger }) => ($danger ? vars.color.tone.red.bg : vars.color.bg.subtle)};
  }
  &[aria-disabled='true'] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
  &[aria-disabled='true']:hover:not(:focus) {
    background: transparent;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

/** A switch item's state in words, at the end of the row. */
/** The label over its description, when an item has one. */
export const ItemText = styled.span`
  ${stack(1)}
`;

export const ItemDescription = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  white-space: normal;
  max-width: 32ch;
`;

export const ItemState = styled.span`
  margin-inline-start: auto;
  padding-inline-start: ${vars.space[3]};
  color: ${vars.color.text.secondary};
`;
