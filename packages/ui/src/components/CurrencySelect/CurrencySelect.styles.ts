import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Symbol = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding-inline: 2px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

export const ItemMarks = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const CheckSlot = styled.span`
  display: inline-flex;
  width: 16px;
  color: ${vars.color.text.link};
`;

export const TriggerText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;
