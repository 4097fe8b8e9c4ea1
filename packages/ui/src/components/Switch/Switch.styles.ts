import styled from 'styled-components';
import { stack } from '../../layout';
import { vars } from '../../tokens/vars';
import { visuallyHidden } from '../Field/Field.styles';

export const SwitchRoot = styled.div<{ $labelFirst: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $labelFirst }) => ($labelFirst ? 'row-reverse' : 'row')};
  align-items: flex-start;
  justify-content: ${({ $labelFirst }) => ($labelFirst ? 'flex-end' : 'flex-start')};
  gap: ${vars.space[3]};
`;

export const Control = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  flex-shrink: 0;
`;

export const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.text.secondary};
  cursor: pointer;
  transition: background ${vars.motion.fast} ${vars.motion.easing};
  &[aria-checked='true'] {
    background: ${vars.color.action.primary.bg};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.surface};
  color: ${vars.color.action.primary.bg};
  transition: transform ${vars.motion.fast} ${vars.motion.easing};
  [aria-checked='true'] > & {
    transform: translateX(18px);
  }
`;

export const StateText = styled.span`
  min-width: 3ch;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const Text = styled.span`
  ${stack(1)}
  min-width: 0;
`;

export const SwitchLabel = styled.label<{ $hidden: boolean; $disabled: boolean }>`
  color: ${({ $disabled }) => ($disabled ? vars.color.text.disabled : vars.color.text.primary)};
  font-size: ${vars.fontSize.md};
  line-height: 22px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
