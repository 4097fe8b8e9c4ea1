import styled from 'styled-components';
import { oneLine } from '../../layout';
import { vars } from '../../tokens/vars';
import { controlBox, visuallyHidden } from '../Field/Field.styles';

export const InputBox = styled.div`
  ${controlBox}
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: 0 ${vars.space[3]};
  color: ${vars.color.text.secondary};
  /* The ring sits on the box so the icon reads as one control with the input. */
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 38px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${vars.color.text.primary};
    font: inherit;
    font-size: ${vars.fontSize.md};
    &::placeholder {
      color: ${vars.color.text.secondary};
    }
  }
`;

export const Note = styled.p`
  margin: ${vars.space[3]} 0 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const Announcement = styled.div`
  ${visuallyHidden}
`;

export const Results = styled.div`
  margin-top: ${vars.space[2]};
  [cmdk-list] {
    max-height: min(420px, 55dvh);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [cmdk-group] {
    padding-top: ${vars.space[3]};
  }
  [cmdk-group-heading] {
    padding: 0 ${vars.space[2]} ${vars.space[1]};
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  [cmdk-item] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    min-height: 44px;
    padding: ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  [cmdk-item][data-selected='true'] {
    background: ${vars.color.bg.subtle};
    box-shadow: inset 3px 0 0 ${vars.color.border.focus};
  }
`;

export const ItemText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const ItemLabel = styled.span`
  ${oneLine}
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
`;

export const ItemDescription = styled.span`
  ${oneLine}
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const ItemEnd = styled.span`
  flex: none;
`;

export const GroupNote = styled.p<{ $error: boolean }>`
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[2]};
  color: ${({ $error }) => ($error ? vars.color.tone.red.fg : vars.color.text.secondary)};
  font-size: ${vars.fontSize.sm};
`;
